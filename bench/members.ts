/**
 * `npm run bench:members`: the member service's two targets, printed —
 * 1. 1,000 simultaneous coupon claims against one template: accepted must equal the quantity (and the p95);
 * 2. the member list over 1M members on PostgreSQL (DATABASE_URL): p95 per scope and filter, target 50 ms.
 */
import { benchCouponClaims } from './coupon-claims.js';
import { benchMemberList } from './member-list.js';

const claims = await benchCouponClaims();
await benchMemberList();
process.exit(claims.every((r) => r.accepted === r.quantity && r.other === 0) ? 0 : 1);
