import { defineModel } from '#machines/model-walk/machine-model.ts';
import { planningRequestMachine, type PlanningRequestEvent } from './planning-request.machine.ts';
import { planningRequestRules, refusedPlanningRequestEvents } from './planning-request.model-rules.ts';

/** Every event a request can be sent, with reasons good and bad; the walk drops what a state refuses. */
export const model = defineModel({
  name: 'planning-request',
  machine: planningRequestMachine,
  events: (): PlanningRequestEvent[] => [
    { type: 'contact.record' },
    { type: 'case.open' },
    { type: 'close', reason: '  Chose another funeral home  ' },
    { type: 'close', reason: '   ' },
    { type: 'close', reason: 'x'.repeat(501) },
    { type: 'close', reason: 'x'.repeat(500) },
    { type: 'reopen' },
  ],
  abstract: (snapshot) => snapshot.context.reason !== null,
  rules: planningRequestRules,
  refused: refusedPlanningRequestEvents,
});
