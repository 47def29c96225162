// Security headers on every answer, CORS for every method the contract uses, and the log: a line
// per security event, and never a secret or a query's parameters.
import { describe, expect, it } from 'vitest';
import { build, DEMO_ADMIN } from '../helpers/test-app';
import { uniqueName } from '../helpers/unique';

const t = await build({ env: { LOG_LEVEL: 'info', CORS_ORIGINS: 'https://admin.teahouse.example' } });

describe('security headers', () => {
  it('sends a strict policy: scripts only from the app, no framing, no sniffing, no caching of API answers', async () => {
    const res = await t
      .api()
      .POST('/usr/v1/login', { body: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password, remember: false } });
    const h = res.response.headers;
    const csp = h.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(/script-src[^;]*unsafe-inline/.test(csp)).toBe(false);
    expect(h.get('x-content-type-options')).toBe('nosniff');
    expect(h.get('x-frame-options')).toBe('DENY');
    expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(h.get('cache-control')).toBe('no-store');
    expect(h.get('strict-transport-security')).toBeNull();
  });

  it('adds HSTS when the request came over HTTPS through a trusted proxy', async () => {
    const behindTls = await build({ env: { TRUST_PROXY: '127.0.0.1' } });
    const res = await behindTls.api(undefined, { headers: { 'x-forwarded-proto': 'https' } }).GET('/health');
    expect(res.response.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('CORS', () => {
  it('allows every method the contract uses to the configured origins', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/usr/v1/users/1/status',
      headers: {
        origin: 'https://admin.teahouse.example',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type,idempotency-key',
      },
    });
    expect(res.statusCode).toBe(204);
    const methods = String(res.headers['access-control-allow-methods']).split(/,\s*/);
    expect(methods).toEqual(expect.arrayContaining(['GET', 'POST', 'PUT']));
    const allowed = String(res.headers['access-control-allow-headers']).split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['authorization', 'idempotency-key']));
    const answer = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://admin.teahouse.example' },
    });
    const exposed = String(answer.headers['access-control-expose-headers']).split(/,\s*/);
    expect(exposed).toEqual(expect.arrayContaining(['retry-after', 'idempotent-replayed']));
    const stranger = await t.app.inject({
      method: 'OPTIONS',
      url: '/usr/v1/users/1/status',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'PUT' },
    });
    expect(stranger.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('the log', () => {
  const securityLines = (event: string) => t.logs().filter((line) => line.security?.event === event);

  it('writes a security line for failed sign-ins, password changes, role and status changes, without secrets', async () => {
    const target = await t.newUser();
    await t.api().POST('/usr/v1/login', { body: { email: target.email, password: 'NotMine2026x', remember: false } });
    const admin = await t.asAdmin();
    await admin.PUT('/usr/v1/users/{user_id}/status', {
      params: { path: { user_id: target.id } },
      body: { is_active: false },
    });
    const role = await admin.POST('/adm/v1/roles', {
      body: { name: uniqueName('Audit'), type: 'ADMIN', description: '', scopes: ['view_admin_order'] },
    });
    await admin.PUT('/adm/v1/roles/{role_id}', {
      params: { path: { role_id: role.data!.data.id } },
      body: { name: role.data!.data.name, type: 'ADMIN', description: 'x', scopes: [] },
    });
    const other = await t.newUser();
    await admin.PUT('/usr/v1/users/{user_id}/roles', {
      params: { path: { user_id: other.id } },
      body: { roles: [{ role_id: role.data!.data.id }] },
    });
    await other.POST('/usr/v1/change-password', {
      body: { current_password: other.password, new_password: 'Rotated2026x' },
    });

    expect(securityLines('sign_in_failed')[0]!.security).toMatchObject({
      email: target.email,
      reason: 'wrong_password',
      failures: 1,
    });
    expect(securityLines('user_status_changed')[0]!.security).toMatchObject({
      user_id: target.id,
      is_active: false,
      actor_id: t.seed.adminId,
    });
    expect(securityLines('role_created')).toHaveLength(1);
    expect(securityLines('role_updated')).toHaveLength(1);
    expect(securityLines('user_roles_changed')[0]!.security).toMatchObject({ user_id: other.id });
    expect(securityLines('password_changed')[0]!.security).toMatchObject({ user_id: other.id });
    const all = JSON.stringify(t.logs());
    for (const secret of ['NotMine2026x', 'Rotated2026x', other.password, other.token, DEMO_ADMIN.password]) {
      expect(all).not.toContain(secret);
    }
  });

  it('writes a security line for each refused privilege change', async () => {
    const finance = await t.newUser({ roles: [{ role: 'Finance' }] });
    const res = await finance.PUT('/usr/v1/users/{user_id}/roles', {
      params: { path: { user_id: finance.id } },
      body: { roles: [{ role_id: t.seed.roleIds['Super Admin']! }] },
    });
    expect(res.response.status).toBe(403);
    const refused = securityLines('privilege_refused').filter((line) => line.security.actor_id === finance.id);
    expect(refused).toHaveLength(0); // Finance lacks view_admin_user: the scope check refused it first
    const desk = await t.newUser({ roles: [{ role: 'Super Admin' }] });
    const own = await desk.PUT('/usr/v1/users/{user_id}/roles', {
      params: { path: { user_id: desk.id } },
      body: { roles: [{ role_id: t.seed.roleIds['Finance']! }] },
    });
    expect(own.response.status).toBe(403);
    expect(
      securityLines('privilege_refused').find((line) => line.security.actor_id === desk.id)?.security,
    ).toMatchObject({
      detail: 'You cannot change your own roles',
    });
  });

  it('logs a failed query with its SQL but never its parameters', async () => {
    const admin = await t.asAdmin();
    // A NUL character is valid JSON but no PostgreSQL text: the insert fails in the database.
    const marker = `Private\u0000Name ${uniqueName('x')}`;
    const res = await admin.POST('/adm/v1/roles', {
      body: { name: marker, type: 'USER', description: '', scopes: [] },
    });
    expect(res.response.status).toBeGreaterThanOrEqual(400);
    const logged = t.logs().filter((line) => line.err);
    expect(logged.length).toBeGreaterThan(0);
    const text = JSON.stringify(t.logs());
    expect(text).toContain('insert into \\"roles\\"');
    expect(text).not.toContain('Private');
  });

  it('writes one line per answered request with its method, URL, host, address, status and time, and nothing else', async () => {
    const { token } = await t.asAdmin();
    const requestId = `log-line-${Date.now()}`;
    const res = await t.app.inject({
      method: 'GET',
      url: '/adm/v1/categories?page=1&size=5',
      headers: { authorization: `Bearer ${token}`, cookie: 'session=secret-cookie', 'x-request-id': requestId },
    });
    expect(res.statusCode).toBe(200);
    const lines = t.logs().filter((line) => line.reqId === requestId);
    expect(lines).toHaveLength(1);
    const [line] = lines;
    // The line skips redaction (see RequestLog): it may hold only these fields.
    expect(Object.keys(line!).sort()).toEqual(
      ['hostname', 'level', 'msg', 'pid', 'req', 'reqId', 'res', 'responseTime', 'time'].sort(),
    );
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/adm/v1/categories?page=1&size=5' },
      res: { statusCode: 200 },
    });
    // (An injected request has no client port.)
    expect(['host', 'method', 'remoteAddress', 'remotePort', 'url']).toEqual(
      expect.arrayContaining(Object.keys(line!.req)),
    );
    expect(Object.keys(line!.res)).toEqual(['statusCode']);
    expect(JSON.stringify(line)).not.toContain(token);
    expect(JSON.stringify(line)).not.toContain('secret-cookie');
  });
});
