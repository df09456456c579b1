import { commandDerivedId, commandEventId, uuidv7 } from './ids';

const UUIDV7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('ids derived from a command', () => {
  const command = uuidv7(Date.parse('2026-12-01T10:00:00.000Z'));

  it('are the same for the same command and name, and differ otherwise', () => {
    expect(commandEventId(command, 0)).toBe(commandEventId(command, 0));
    expect(commandEventId(command, 1)).not.toBe(commandEventId(command, 0));
    expect(commandEventId(uuidv7(), 0)).not.toBe(commandEventId(command, 0));
    expect(commandDerivedId(command, 'order')).not.toBe(commandEventId(command, 0));
  });

  it('are UUIDv7s of the command’s millisecond', () => {
    for (const id of [commandEventId(command, 0), commandDerivedId(command, 'order')]) {
      expect(id).toMatch(UUIDV7);
      expect(id.slice(0, 13)).toBe(command.slice(0, 13));
    }
  });
});
