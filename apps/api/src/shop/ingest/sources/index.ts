import type { ShopSource } from '../shop-facts';
import { clientCommand } from './client';
import type { Normaliser } from './normaliser';
import { paymentProviderWebhook } from './payment-provider';
import { warehouseUpdate } from './warehouse';

export type { Normalised, Normaliser } from './normaliser';

export const NORMALISERS: Readonly<Record<ShopSource, Normaliser>> = {
  'payment-provider': paymentProviderWebhook,
  warehouse: warehouseUpdate,
  client: clientCommand,
};
