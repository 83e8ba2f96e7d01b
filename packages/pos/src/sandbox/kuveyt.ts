import type { SandboxProtocol } from './context.js';
import { registerKuveytGate } from './kuveyt-gate.js';
import { registerKuveytProvision } from './kuveyt-provision.js';
import { KuveytSessions } from './kuveyt-sessions.js';
import { registerKuveytSoap } from './kuveyt-soap.js';

/**
 * The sandbox bank's KuveytTürk TDV2 side: /kuveyt/ThreeDModelPayGate (card, HTML page to the 3-D server),
 * /kuveyt/tds (the shared ACS page, then AuthenticationResponse to OkUrl/FailUrl), /kuveyt/ThreeDModelProvisionGate
 * (the authorisation with the MD) and /kuveyt/VirtualPosService.svc/Basic (SOAP void, refunds, capture, status).
 */
export const kuveytSandbox: SandboxProtocol = (app, context) => {
  const sessions = new KuveytSessions();
  registerKuveytGate(app, context, sessions);
  registerKuveytProvision(app, context, sessions);
  registerKuveytSoap(app, context);
};
