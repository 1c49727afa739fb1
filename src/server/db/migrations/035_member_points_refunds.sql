-- A refunded or revoked order takes back the consumption points it earned (issue 16): a negative row with
-- reason 'refund', carrying the order number and the refund that caused it (`reversal_key`: the refund number, or
-- 'revoke' for a revoke), written once per refund however often its result is recorded.
alter table member_points_ledger drop constraint member_points_ledger_reason_check;
alter table member_points_ledger add constraint member_points_ledger_reason_check
  check (reason in ('newMember', 'consumption', 'dailyLogin', 'expiry', 'spend', 'campaign', 'refund'));
alter table member_points_ledger add column reversal_key text;
-- an order earns once (its positive row); its take-backs carry the same number, one per refund
drop index member_points_order;
create unique index member_points_order on member_points_ledger (order_no) where order_no is not null and delta > 0;
create unique index member_points_reversal on member_points_ledger (order_no, reversal_key) where reversal_key is not null;
