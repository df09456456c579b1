import {
  ValidationPipe,
  type ValidationError as ClassValidatorError,
  type ValidationPipeOptions,
} from '@nestjs/common';
import type { ValidationProblem } from '@tidemark/domain';
import { ValidationError } from '../../errors';

/**
 * class-validator's errors as Tidemark's problems, one per field and rule, with the field's
 * path (`lines[0].sku`): what a 400 `ValidationError` lists.
 */
export function validationProblemsOf(
  errors: readonly ClassValidatorError[],
  parent = '',
): ValidationProblem[] {
  return errors.flatMap((error) => {
    const path = /^\d+$/.test(error.property)
      ? `${parent}[${error.property}]`
      : parent === ''
        ? error.property
        : `${parent}.${error.property}`;
    const own = Object.entries(error.constraints ?? {}).flatMap(([kind, message]) => {
      if (kind === 'whitelistValidation') return [{ path, message: 'unknown field' }];
      // A non-array is already reported by @IsArray; only elements are reported here.
      if (kind === 'nestedValidation' && !path.endsWith(']')) return [];
      return [{ path, message }];
    });
    const unique = own.filter((p, i) => own.findIndex((q) => q.message === p.message) === i);
    return [...unique, ...validationProblemsOf(error.children ?? [], path)];
  });
}

/**
 * Nest's `ValidationPipe` (class-validator DTOs; needs `class-validator` and
 * `class-transformer`) answering bad input with one {@link ValidationError} that lists every
 * field's problem, so the exception filter sends 400 `{error: "ValidationError", details}`.
 * Unknown fields are problems too, and bodies become instances of their DTO class.
 */
export function tidemarkValidationPipe(options: ValidationPipeOptions = {}): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    forbidUnknownValues: true,
    transform: true,
    validationError: { target: false, value: false },
    ...options,
    exceptionFactory: (errors) =>
      new ValidationError(
        errors.length === 0
          ? [{ path: '', message: 'the request is not valid' }]
          : validationProblemsOf(errors),
      ),
  });
}
