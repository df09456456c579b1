import {
  Body,
  Controller,
  Get,
  NotFoundException,
  Param,
  Post,
} from '@nestjs/common';
import { ListenerRunner } from '@tidemark/infra';
import { InjectRepository, type Repository } from '@tidemark/infra/nestjs';
import { loanDecider } from './loan.decider.js';

interface BorrowBody {
  loanId: string;
  bookId: string;
  memberId: string;
  dueAt: string;
}

interface ReturnBody {
  /** When the desk took the book back; default now. */
  returnedAt?: string;
}

interface LoanRow {
  book_id: string;
  member_id: string;
  due_at: string;
  returned_at: string | null;
  fee_cents: number | string;
}

@Controller('loans')
export class LoansController {
  constructor(
    @InjectRepository(loanDecider)
    private readonly loans: Repository<typeof loanDecider>,
    private readonly runner: ListenerRunner,
  ) {}

  @Post()
  async borrow(@Body() body: BorrowBody) {
    const { loanId, bookId, memberId, dueAt } = body;
    const result = await this.loans.handle(`loan-${loanId}`, {
      type: 'BorrowBook',
      loanId,
      bookId,
      memberId,
      dueAt,
    });
    // `position` is a bigint: the JSON-safe interceptor sends it as a decimal string.
    return { loanId, version: result.version, position: result.position };
  }

  @Post(':id/return')
  async giveBack(@Param('id') id: string, @Body() body: ReturnBody) {
    const returnedAt = body.returnedAt ?? new Date().toISOString();
    const { version, state } = await this.loans.handle(`loan-${id}`, {
      type: 'ReturnBook',
      loanId: id,
      returnedAt,
    });
    return {
      loanId: id,
      version,
      daysLate: state.status === 'returned' ? state.daysLate : 0,
    };
  }

  /** From the read model (eventually consistent). */
  @Get(':id')
  async loan(@Param('id') id: string) {
    const { value: row } = await this.runner.read('loans', (sql, tables) =>
      sql.get<LoanRow>(
        `SELECT book_id, member_id, due_at, returned_at, fee_cents FROM ${tables['loans']}
          WHERE loan_id = $1`,
        [id],
      ),
    );
    if (!row)
      throw new NotFoundException(`loan ${id} is not in the read model (yet)`);
    return {
      loanId: id,
      bookId: row.book_id,
      memberId: row.member_id,
      dueAt: row.due_at,
      returnedAt: row.returned_at,
      feeCents: Number(row.fee_cents),
    };
  }
}
