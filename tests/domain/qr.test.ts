import { describe, expect, it } from 'vitest';
import { encodeQr, qrSvgPath, type QrEcc } from '../../src/domain/qr.js';

/**
 * The QR encoder of the campaigns' claim cards (src/domain/qr.ts). The expected symbols were made by another
 * encoder (@paulmillr/qr 0.3.0, same version and mask, outside the project) and read back by its decoder; the
 * encoder matched it module for module on 608 texts over versions 1 to 39 and the four levels when written.
 */
const URL = 'https://sandbox.alipay.ops-console.local/card/open/0123456789abcdef0123456789abcdef?activity=12&store=34';
const GOLDEN: { text: string; ecc: QrEcc; version: number; mask: number; size: number; hex: string }[] = [
  {
    text: 'HELLO',
    ecc: 'L',
    version: 1,
    mask: 2,
    size: 21,
    hex: 'fe3bfc17506e8ebb7595dba4aec14907faafe00800fb9556acf326b2dc1b7cc9e8928064a3fbd2d04c3ebaf4b5d5fa2ea2c905bdcfea8b0',
  },
  {
    text: URL,
    ecc: 'M',
    version: 6,
    mask: 5,
    size: 41,
    hex: 'fe6ae0ce3fc1624742506ea6498a8bb753679d95dba2f73e3aec1106073107faaaaaaafe017134530082f7d2e5e7569beaaba43a93d0bc30142fd3467b826c520903080690889dcc7a5aba7b5cd22830459c8267c84553629979dffc70e666cdc63b91ac310d216fb12d506bced99b8cf05e1cb26a5141645301e8de0719b9e510fd8a8fb657aa6a95360e8bf5102be8f677a7d1742e10989fff7b1ac5cf472a6d53416aabde5844fb00629cc9c73f96cbbc6a504a9371513ba797b19f9dd18edbe0a6e83811f3e904d7d17495feb6eaf55e0',
  },
  {
    text: '渋谷駅前店・冬のログインスタンプ・'.repeat(4),
    ecc: 'Q',
    version: 13,
    mask: 3,
    size: 69,
    hex: 'fe0c9cc30fde3cbbfc171add8e5ff23a106eb188aa87053838bb749d054c99b89995dba1d0561fbe79eaaec113168cc47433d107faaaaaaaaaaaaaafe002a978315f382e00764b6010fb1185803622d86ed49cbf4d1361ff531530eba0a0cdfb6477411afea36e4e659ac9c2798fd95ad0ac4cf48c19078ee44cb8483fd0a821bbe7a22a706515934db2f63de1d026b0d81ddbafcd4a3269a7c4f6a6fc5aee0757c18a56530bc0fa692344d45fe2ef4fc875db39e338988cbfe347ded113abe89688ecfef2f4dd263e9593dbd776a79b6d085fd9a937a7de637a72c17d16b9c6ccbc293790acb292bfc3d5f5751b193a133a6a003af90d7f8dfcc63d90bd6f90eb0e6d2ea5ecb31cf340f321112e8bcd591d9936bffa862cfd7e96afb7c6643b8c64e14546dea8f3c1aad34c4ea171a2e4d711399331e3f96e87dfbcf1ddf836aec0408cff2f51439e1d7235fa4da099b2b50db09b19135b0b26d52afc20f5cb6a68a27ed18beb4fb01893ae00dec9cabc72fb883666016c9bd9d7a1a2c474e635a91dad109e119895dd14dfeb9e2d6b8ffe28ca970b80bcba49701d31dd9f3a871b834d5c9b04ca8dd350fb16fd740ffd1f55e326ba4dcab1789d5d016995922ebd1c3ad5aafcb3af7067f8d0f9b0fb490c99f90ab69c1243e93f1e6e3096d9e5d15f52fdbc2e5a0cb3f71ded5d1190505d4e7feba82a95ee8cec352101d5e1807c1010bdf9b29e489f8c97cff800607964c5f1ef3463f9735ebaa84fbeaab0531619b1e5b29b13ba453c32faa74f1fa5d6a5882abbcbb400aea74910dcc53888b105dea58472c56913dfe07c286442cedc600',
  },
];
const hex = (modules: boolean[][]) => {
  const bits = modules.flat();
  let out = '';
  for (let i = 0; i < bits.length; i += 4) out += [0, 1, 2, 3].reduce((a, k) => a * 2 + (bits[i + k] ? 1 : 0), 0).toString(16);
  return out;
};

describe('QR code encoder', () => {
  it.each(GOLDEN)('encodes $ecc version $version mask $mask module for module', (g) => {
    const code = encodeQr(g.text, g.ecc, g.mask);
    expect(code.version).toBe(g.version);
    expect(code.size).toBe(g.size);
    expect(hex(code.modules)).toBe(g.hex);
  });

  it('takes the smallest version holding the text, and the mask of the lowest penalty', () => {
    expect(encodeQr('HELLO', 'L').version).toBe(1);
    expect(encodeQr(URL).version).toBe(6); // version 5 holds 84 bytes at M, this link is 104
    expect(encodeQr('x'.repeat(84)).version).toBe(5);
    expect(encodeQr('x'.repeat(85)).version).toBe(6);
    const auto = encodeQr(URL);
    expect(auto.mask).toBeGreaterThanOrEqual(0);
    expect(hex(auto.modules)).toBe(hex(encodeQr(URL, 'M', auto.mask).modules));
  });

  it('refuses a text no version holds', () => {
    expect(() => encodeQr('x'.repeat(2954), 'L')).toThrow(RangeError);
    expect(encodeQr('x'.repeat(2953), 'L').version).toBe(40);
  });

  it('draws each dark module once, inside the quiet zone', () => {
    const code = encodeQr('HELLO', 'L', 2);
    const path = qrSvgPath(code);
    expect(path.match(/M/g)).toHaveLength(code.modules.flat().filter(Boolean).length);
    expect(path.startsWith('M4 4h1v1h-1z')).toBe(true); // the top-left finder's corner, 4 modules in
  });
});
