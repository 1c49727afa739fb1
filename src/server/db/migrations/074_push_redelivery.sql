-- Issue 30 items 6 and 7: the database is the truth of a command until its device acknowledges it. A command
-- accepted and not yet acknowledged, with time to live left, is published again when its device (re)connects,
-- when the server starts, and when it never reached the broker (src/server/link/redeliver.ts).
-- `sent_payload`: the payload the device is sent, sealed with the server's secret key, when it differs from the
-- recorded `payload` (a pay config push records its secrets masked); null otherwise, and once the command is done.
alter table push_messages add column sent_payload text;
-- how many times it was handed to the broker, the last time, and until when one sender holds it (a lease, so two
-- processes or two triggers of one device do not send it at once)
alter table push_messages add column sends integer not null default 1;
alter table push_messages add column last_sent_at timestamptz;
alter table push_messages add column claimed_until timestamptz;
