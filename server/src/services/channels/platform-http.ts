// Calls to a delivery platform's partner API: an OAuth 2.0 client-credentials token (kept until
// shortly before it expires), then JSON with `Authorization: Bearer`. A refusal or no answer throws
// an Error naming the platform and what was asked, never the credentials; the channel job records it
// and tries again later.
import type { ChannelPlatformConfig } from '../../config';
import { quoteProviderMessage } from '../payment-gateways/provider-http';

export interface PlatformCall {
  platform: string;
  config: ChannelPlatformConfig;
  timeoutMs: number;
  /** Where the token is asked for, and how its request is written. */
  tokenUrl: string;
  tokenBody: (clientId: string, clientSecret: string) => { contentType: string; body: string };
}

const tokens = new Map<string, { token: string; until: number }>();

async function send(url: string, init: RequestInit, timeoutMs: number, platform: string, action: string) {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new Error(`${platform} ${timedOut ? 'did not answer' : 'could not be reached for'} ${action}`);
  }
}

async function tokenFor(call: PlatformCall): Promise<string> {
  const { config, platform } = call;
  if (config.clientId === undefined || config.clientSecret === undefined)
    throw new Error(`${platform} is not configured on this server (client id and secret)`);
  const key = `${call.tokenUrl}|${config.clientId}`;
  const kept = tokens.get(key);
  if (kept && kept.until > Date.now()) return kept.token;
  const { contentType, body } = call.tokenBody(config.clientId, config.clientSecret.reveal());
  const response = await send(
    call.tokenUrl,
    { method: 'POST', headers: { 'content-type': contentType, accept: 'application/json' }, body },
    call.timeoutMs,
    platform,
    'the access token',
  );
  const answer = (await response.json().catch(() => ({}))) as { access_token?: unknown; expires_in?: unknown };
  if (!response.ok || typeof answer.access_token !== 'string')
    throw new Error(`${platform} refused the server's credentials (${response.status})`);
  const seconds = typeof answer.expires_in === 'number' ? answer.expires_in : 3600;
  tokens.set(key, { token: answer.access_token, until: Date.now() + Math.max(0, seconds - 60) * 1000 });
  return answer.access_token;
}

/** Sends JSON to the platform; answers the response (a refusal throws). */
export async function callPlatform(
  call: PlatformCall,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body: unknown,
  action: string,
): Promise<Response> {
  const token = await tokenFor(call);
  const response = await send(
    `${call.config.baseUrl}${path}`,
    {
      method,
      headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}` },
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    },
    call.timeoutMs,
    call.platform,
    action,
  );
  if (response.status === 401) tokens.delete(`${call.tokenUrl}|${call.config.clientId}`);
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let message: unknown = text;
    try {
      const parsed = JSON.parse(text) as Record<string, unknown>;
      message = parsed.message ?? (parsed.errors as { message?: unknown }[] | undefined)?.[0]?.message ?? text;
    } catch {
      // Not JSON: its status tells the refusal.
    }
    const quoted = quoteProviderMessage(message);
    throw new Error(`${call.platform} refused ${action} (${response.status})${quoted ? `: ${quoted}` : ''}`);
  }
  return response;
}

/** Whole rupiah from a platform's amount (minor units with the currency's exponent; IDR has none). */
export function rupiah(value: unknown, exponent = 0): number {
  const amount = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  if (!Number.isFinite(amount)) return 0;
  return Math.round(amount / 10 ** exponent);
}

/** A required text field of a callback, or an Error naming it. */
export function text(value: unknown, name: string): string {
  if (typeof value === 'string' && value.trim()) return value.trim();
  if (typeof value === 'number') return String(value);
  throw new Error(`The callback has no ${name}`);
}
