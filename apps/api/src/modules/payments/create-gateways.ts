import type { Config } from '../../config.js';
import { createGatewayRegistry, type GatewayRegistry } from './gateway.js';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway.js';
import { loadWebhookSecret } from './webhook-signature.js';

export type Gateways = GatewayRegistry & { sandbox: SandboxGateway };

/** The gateways this deployment has: the built-in sandbox; a real provider's adapter is added to the list here. */
export function createGateways(config: Pick<Config, 'dataDir' | 'publicUrl' | 'paymentWebhookSecret'>): Gateways {
  const secret = loadWebhookSecret(config.dataDir, config.paymentWebhookSecret);
  const sandbox = createSandboxGateway({ secret, publicUrl: config.publicUrl });
  return { ...createGatewayRegistry([sandbox]), sandbox };
}
