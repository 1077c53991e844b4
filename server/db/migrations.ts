/*
 * The schema, as ordered SQL migrations. Each runs once, inside a transaction, and is recorded in
 * schema_migrations. Never edit a migration that has shipped: add the next one.
 */
export type Migration = { id: string; sql: string }

export const migrations: Migration[] = [
  {
    id: '001_signups_votes',
    sql: `
      -- Early-access sign-ups: only what the privacy note names (e-mail, role, tag, consent version, times).
      create table signups (
        email text primary key,
        role text not null check (role in ('startup', 'angel')),
        tag text not null,
        consent_version text not null,
        created_at timestamptz not null default now(),
        confirmed_at timestamptz
      );
      -- One row per visitor and startup: the primary key makes a second vote impossible.
      create table votes (
        startup_id text not null,
        voter_id text not null,
        created_at timestamptz not null default now(),
        primary key (startup_id, voter_id)
      );
      -- Votes the team credits by hand (kickstart bonus), with the reason.
      create table vote_credits (
        id bigserial primary key,
        startup_id text not null,
        amount integer not null check (amount <> 0),
        reason text not null,
        created_at timestamptz not null default now()
      );
      create index vote_credits_startup on vote_credits (startup_id);
      -- Server settings shared by every instance (the signing secret when COOKIE_SECRET is unset).
      create table settings (
        key text primary key,
        value text not null
      );
    `,
  },
  {
    id: '002_outbox_confirmations',
    sql: `
      -- Mail leaves through this table: a row is written in the same transaction as what it confirms, and a
      -- background sender delivers it with retries, so an acknowledged sign-up or vote never loses its mail.
      create table outbox (
        id bigserial primary key,
        kind text not null,
        recipient text not null,
        -- The mailbox key (lib/email.ts): limits count per person, whatever +tag or spelling they typed.
        mailbox text not null,
        subject text not null,
        body text not null,
        created_at timestamptz not null default now(),
        attempts integer not null default 0,
        next_attempt_at timestamptz not null default now(),
        sent_at timestamptz,
        last_error text
      );
      create index outbox_due on outbox (next_attempt_at) where sent_at is null;
      create index outbox_mailbox on outbox (mailbox, created_at);
      -- Confirmation links: an opaque random token, stored, used once; the link carries nothing else.
      create table confirmations (
        token text primary key,
        purpose text not null check (purpose in ('signup', 'voter')),
        subject text not null,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null,
        used_at timestamptz
      );
      create index confirmations_subject on confirmations (purpose, subject);
    `,
  },
  {
    id: '004_verified_votes',
    sql: `
      -- Votes before this migration came from anonymous cookies: anyone could mint one. They are kept apart
      -- (for the record) and no longer count; from here on only verified voters count.
      alter table votes rename to anonymous_votes;
      -- One row per person: the mailbox key (lib/email.ts) makes +tags and spellings one voter.
      create table voters (
        mailbox text primary key,
        email text not null,
        created_at timestamptz not null default now(),
        verified_at timestamptz
      );
      -- A browser (the random id in the signed op_voter cookie) and the mailbox it gave, once it proved it.
      create table voter_sessions (
        id text primary key,
        mailbox text references voters (mailbox) on delete cascade,
        created_at timestamptz not null default now(),
        verified_at timestamptz
      );
      -- Hearts of a browser that has not confirmed its address yet: they count once it does.
      create table pending_votes (
        session_id text not null references voter_sessions (id) on delete cascade,
        startup_id text not null,
        created_at timestamptz not null default now(),
        net_hash text,
        ua_hash text,
        primary key (session_id, startup_id)
      );
      -- Counted votes: one per person and startup. The audit hashes (salted network and user agent) are
      -- removed when the audit period after the event ends; a voided vote stays with its reason.
      create table votes (
        startup_id text not null,
        mailbox text not null references voters (mailbox) on delete cascade,
        created_at timestamptz not null default now(),
        net_hash text,
        ua_hash text,
        voided_at timestamptz,
        void_reason text,
        primary key (startup_id, mailbox)
      );
      create index votes_net on votes (net_hash, created_at);
      -- Counted votes per startup, kept in the transaction of every change: the ranking never counts rows.
      create table vote_totals (
        startup_id text primary key,
        votes integer not null default 0
      );
    `,
  },
  {
    id: '006_rate_limits',
    sql: `
      -- Rate-limit counters shared by every instance on one Postgres (rate-limiter-flexible's layout).
      create table rate_limits (
        key varchar(255) primary key,
        points integer not null default 0,
        expire bigint
      );
    `,
  },
  {
    id: '007_signup_partner_role',
    sql: `
      -- Partners and sponsors sign up for Spotlight news on the media-data page: a third role.
      alter table signups drop constraint signups_role_check;
      alter table signups add constraint signups_role_check check (role in ('startup', 'angel', 'partner'));
    `,
  },
]
