-- Login throttling that one person cannot turn against others (issue 6; rules in areas/accounts/login-throttle.ts).
-- A success clears its account's failures but not its address's: the rows stay (counting for the address
-- until the window passes) and only stop counting for the account.
alter table login_failures add column counts_for_account boolean not null default true;
-- old failures are deleted by age
create index login_failures_at on login_failures (at);

-- where each account has logged in successfully: an address busy with failures still lets these through
create table login_known_addresses (
  user_id bigint not null references users(id) on delete cascade,
  address text not null,
  last_success_at timestamptz not null default now(),
  primary key (user_id, address)
);
create index login_known_addresses_at on login_known_addresses (last_success_at);
