import type { components } from '../../apps/api/contract/api-types';

/** The API's JSON shapes, generated from its OpenAPI document (`npm run openapi:types`). */
export type Schemas = components['schemas'];
