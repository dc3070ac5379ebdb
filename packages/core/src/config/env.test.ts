import { describe, it, expect } from 'vitest';
import { loadConfig, misspelledVariables, port, str } from './env.ts';

describe('misspelledVariables', () => {
  it('names a set variable one or two edits from a declared one, and nothing else', () => {
    loadConfig({ TEST_GATEWAY_API_PORT: port(4000), TEST_SMTP_URL: str('') }, {});
    const env = {
      TEST_GATEWAY_API_PROT: '4010', // transposed letters: 2 edits
      TEST_GATEWAY_API_PORT: '4011', // declared: never reported
      TEST_SMPT_URLS: 'x', // 3 edits: too far to be a typo of TEST_SMTP_URL
      PATH: '/bin', // no underscore: the shell's own
      npm_config_cache: '/tmp', // lower case: not ours
    };
    expect(misspelledVariables(env)).toEqual([
      { variable: 'TEST_GATEWAY_API_PROT', didYouMean: 'TEST_GATEWAY_API_PORT' },
    ]);
  });
});
