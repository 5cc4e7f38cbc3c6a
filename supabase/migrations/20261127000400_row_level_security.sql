-- The schema as Supabase serves it (docs/architecture.md, "The database on Supabase"). Supabase's
-- Data API exposes `public` to the roles anon, authenticated and service_role, which Supabase used to
-- grant every privilege on whatever `postgres` made there (and what was made then keeps them). The
-- site never uses the Data API: the functions and the build query over DATABASE_URL as the tables'
-- owner. So every door of the Data API is shut, and the owner's stays open.
-- tests/api/schema-security.test.ts checks each rule on the live schema.

-- Row Level Security on every table, with no policy: a role other than the owner, even one granted a
-- table, sees no row of it and changes none. Not forced: a table's owner bypasses it, and the site
-- connects as the owner (`postgres` on Supabase, the migrations' role). Supabase's linter rates a
-- table of an exposed schema without it an error (rls_disabled_in_public); a later migration that
-- makes a table enables it there.
do $$
declare
  tbl regclass;
begin
  for tbl in
    select c.oid::regclass from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
       and not exists (select from pg_depend e where e.classid = 'pg_class'::regclass and e.objid = c.oid and e.deptype = 'e')
     order by c.relname
  loop
    execute format('alter table %s enable row level security', tbl);
  end loop;
end
$$;

-- A fixed search_path on every function (Supabase's linter: function_search_path_mutable), so that
-- a function finds the same tables and operators whoever calls it with whatever search_path: our
-- schema, then pg_trgm's if a project keeps it elsewhere (Supabase's dashboard puts extensions in
-- `extensions`), then pg_temp last, where no temporary table can stand in for ours. And no EXECUTE for
-- PUBLIC, which every role holds (the owner keeps it; triggers fire without it), nor on what later
-- migrations make. A later migration that makes or replaces a function writes the same SET clause.
--
-- A SQL function with a SET clause is no longer inlined into the query calling it. An index on
-- such a function (products_description_only_idx) keeps the inlined form in each session's cache,
-- and a query would no longer match it until the session ends: the indexes are rebuilt, which
-- clears those caches in every session.
do $$
declare
  search_path_of_ours text := concat_ws(', ', 'public',
    (select extnamespace::regnamespace::text from pg_extension where extname = 'pg_trgm' and extnamespace <> 'public'::regnamespace),
    'pg_temp');
  fn regprocedure;
  idx regclass;
begin
  for fn in
    select p.oid::regprocedure from pg_proc p
     where p.pronamespace = 'public'::regnamespace and p.prokind in ('f', 'p')
       and not exists (select from pg_depend e where e.classid = 'pg_proc'::regclass and e.objid = p.oid and e.deptype = 'e')
     order by p.proname
  loop
    execute format('alter routine %s set search_path = %s', fn, search_path_of_ours);
    execute format('revoke all on routine %s from public', fn);
  end loop;
  for idx in
    select distinct d.objid::regclass from pg_depend d join pg_proc p on p.oid = d.refobjid
     where d.classid = 'pg_class'::regclass and d.refclassid = 'pg_proc'::regclass
       and p.pronamespace = 'public'::regnamespace and (select relkind from pg_class where oid = d.objid) in ('i', 'I')
  loop
    execute format('reindex index %s', idx);
  end loop;
end
$$;
alter default privileges revoke execute on routines from public;

-- Supabase's API roles, where they exist (not on the embedded database or a plain PostgreSQL):
-- nothing of ours, and nothing by default of what later migrations make, as Supabase's own
-- "Default privileges for new entities" switch revokes. The defaults Supabase's own role
-- supabase_admin holds in `public` cover only what it makes, and `postgres` cannot change them.
do $$
declare
  api_roles text := (select string_agg(quote_ident(rolname), ', ' order by rolname) from pg_roles
                      where rolname in ('anon', 'authenticated', 'service_role'));
  object text;
begin
  if api_roles is null then
    return;
  end if;
  for object in
    select format('%s %s', case c.relkind when 'S' then 'sequence' else 'table' end, c.oid::regclass) from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
       and not exists (select from pg_depend e where e.classid = 'pg_class'::regclass and e.objid = c.oid and e.deptype = 'e')
    union all
    select format('routine %s', p.oid::regprocedure) from pg_proc p
     where p.pronamespace = 'public'::regnamespace and p.prokind in ('f', 'p')
       and not exists (select from pg_depend e where e.classid = 'pg_proc'::regclass and e.objid = p.oid and e.deptype = 'e')
  loop
    execute format('revoke all on %s from %s', object, api_roles);
  end loop;
  execute format('alter default privileges in schema public revoke all on tables from %s', api_roles);
  execute format('alter default privileges in schema public revoke all on sequences from %s', api_roles);
  execute format('alter default privileges in schema public revoke all on routines from %s', api_roles);
end
$$;
