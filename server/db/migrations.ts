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
]
