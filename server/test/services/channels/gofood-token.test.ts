// GoBiz issues tokens on GoAuth, its own host, not on the partner API's.
import { describe, expect, it } from 'vitest';
import { gobizTokenUrl } from '../../../src/services/channels/gofood/adapter';

describe('the GoBiz token address', () => {
  it('is GoAuth for the production and sandbox partner APIs', () => {
    expect(gobizTokenUrl('https://api.gobiz.co.id')).toBe('https://accounts.go-jek.com/oauth2/token');
    expect(gobizTokenUrl('https://api.partner-sandbox.gobiz.co.id/')).toBe(
      'https://integration-goauth.gojekapi.com/oauth2/token',
    );
  });

  it('is the address itself for any other (a local stand-in)', () => {
    expect(gobizTokenUrl('http://127.0.0.1:4010')).toBe('http://127.0.0.1:4010/oauth2/token');
  });
});
