import { openStorage } from '../stores/open-storage';
import { describeDecisionRunner } from './courses.shared-spec';
import { boundariesOf } from './event-boundaries';

describe("DecisionRunner on openStorage('memory:')", () => {
  describeDecisionRunner(async () => {
    const storage = await openStorage('memory:');
    return { boundaries: boundariesOf(storage), close: () => storage.close() };
  });
});
