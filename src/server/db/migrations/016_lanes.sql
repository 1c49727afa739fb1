-- The lane calls (openapi/retail/lanes.yaml) on top of the retail core (014): the marks that refuse the same
-- lane change repeated within a short window (209020), kept in the database so every server process sees them.
create table lane_change_marks (
  device_id bigint not null references devices(id) on delete cascade,
  -- the call and what it changes (a digest of the request), so a different change is never held up
  fingerprint text not null,
  at timestamptz not null default now(),
  primary key (device_id, fingerprint)
);

-- a device order number finds its vend (/channelGoods/getGoodsByPayOrderNo)
create index stock_change_logs_vend_ref on stock_change_logs (device_id, ref_no) where kind = 'vend';
-- one lane's history (/channel/channelLog/pageList)
create index lane_logs_device_lane on lane_logs (device_id, lane_no, id desc);
