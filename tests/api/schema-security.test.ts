/**
 * The schema as Supabase's Data API meets it (docs/architecture.md, "The database on Supabase"):
 * Row Level Security on every table of ours in `public`, with no policy and not forced, so that
 * only the tables' owner (the role the site connects as) reads and writes them; a fixed search_path
 * on every function; and, where Supabase's API roles exist, nothing of ours granted to them, not
 * even what a later migration makes. The live schema is the site's; the roles are tried on a fresh
 * database, since they must exist before the migrations run.
 */
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { applyMigrations } from '../../src/server/db/migrations';
import { openFreshDatabase, type FreshDatabase } from '../support/fresh-database';
import { withDatabase } from '../support/http';

const site = inject('site');

/** An object of ours: of the public schema, not one an extension brought (pg_trgm's functions live there). */
const OURS = (catalog: string, oid: string) =>
  `not exists (select from pg_depend e where e.classid = '${catalog}'::regclass and e.objid = ${oid} and e.deptype = 'e')`;

async function rows<Row>(url: string, sql: string, params: unknown[] = []): Promise<Row[]> {
  return withDatabase(url, async (c) => (await c.query<Row & pg.QueryResultRow>(sql, params)).rows);
}

describe('the live schema', () => {
  it('has Row Level Security on every table in public, with no policy, and not forced on the owner', async () => {
    const tables = await rows<{ table: string; rls: boolean; forced: boolean }>(
      site.databaseUrl,
      `select c.relname as table, c.relrowsecurity as rls, c.relforcerowsecurity as forced from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and ${OURS('pg_class', 'c.oid')}
        order by c.relname`,
    );
    expect(tables.map((t) => t.table)).toContain('users');
    expect(tables.filter((t) => !t.rls).map((t) => t.table), 'tables without Row Level Security').toEqual([]);
    expect(tables.filter((t) => t.forced).map((t) => t.table), 'tables whose owner is held to it').toEqual([]);
    expect(await rows(site.databaseUrl, `select tablename, policyname from pg_policies where schemaname = 'public'`)).toEqual([]);
  });

  it('fixes the search_path of every function, SECURITY DEFINER ones first, and lets PUBLIC run none of those', async () => {
    const functions = await rows<{ function: string; definer: boolean; fixed: boolean; public: boolean }>(
      site.databaseUrl,
      `select p.oid::regprocedure::text as function, p.prosecdef as definer,
              exists (select from unnest(p.proconfig) as setting where setting like 'search_path=%') as fixed,
              coalesce(exists (select from aclexplode(p.proacl) a where a.grantee = 0 and a.privilege_type = 'EXECUTE'), true) as public
         from pg_proc p
        where p.pronamespace = 'public'::regnamespace and p.prokind in ('f', 'p') and ${OURS('pg_proc', 'p.oid')}
        order by 1`,
    );
    expect(functions.length).toBeGreaterThan(5);
    const mutable = functions.filter((f) => !f.fixed);
    expect(mutable.filter((f) => f.definer).map((f) => f.function), 'SECURITY DEFINER functions without a fixed search_path').toEqual([]);
    expect(mutable.map((f) => f.function), 'functions without a fixed search_path').toEqual([]);
    expect(functions.filter((f) => f.definer && f.public).map((f) => f.function), 'SECURITY DEFINER functions PUBLIC may run').toEqual([]);
  });

  it('reads every view as its reader (security_invoker), so a view never opens a table its reader may not read', async () => {
    const views = await rows<{ view: string; invoker: boolean }>(
      site.databaseUrl,
      `select c.relname as view, coalesce('security_invoker=true' = any(c.reloptions), false) as invoker from pg_class c
        where c.relnamespace = 'public'::regnamespace and c.relkind = 'v' and ${OURS('pg_class', 'c.oid')}
        order by 1`,
    );
    expect(views.map((v) => v.view)).toContain('product_specification_items');
    expect(views.filter((v) => !v.invoker).map((v) => v.view), 'views run as their owner').toEqual([]);
  });
});

/** Supabase's roles of the Data API, and what its initial schema grants them as `postgres` (supabase/postgres, init-scripts). */
const API_ROLES = ['anon', 'authenticated', 'service_role'];
const SUPABASE_GRANTS = `
  grant usage on schema public to anon, authenticated, service_role;
  alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
  alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
  alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;`;

/** What each of the roles `$1` may do to any of our tables, sequences and functions. */
const GRANTED = `
  select r.rolname as role, o.kind, o.name from pg_roles r cross join lateral (
    select 'table' as kind, c.relname::text as name from pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v', 'm') and ${OURS('pg_class', 'c.oid')}
       and has_table_privilege(r.oid, c.oid, 'SELECT, INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER')
    union all
    select 'sequence', c.relname::text from pg_class c
     where c.relnamespace = 'public'::regnamespace
       -- the planner may ask before it filters: has_sequence_privilege fails on any other relation
       and case when c.relkind = 'S' then has_sequence_privilege(r.oid, c.oid, 'USAGE, SELECT, UPDATE') else false end
    union all
    select 'function', p.oid::regprocedure::text from pg_proc p
     where p.pronamespace = 'public'::regnamespace and ${OURS('pg_proc', 'p.oid')} and has_function_privilege(r.oid, p.oid, 'EXECUTE')
  ) o where r.rolname = any($1) order by 1, 2, 3`;

describe('on a database with Supabase’s API roles', () => {
  let database: FreshDatabase;
  const owner = `site_owner_${randomBytes(4).toString('hex')}`;
  /** On a real server roles belong to the whole server: those this file made, to drop at the end. */
  let madeRoles: string[] = [];

  beforeAll(async () => {
    database = await openFreshDatabase(site);
    madeRoles = await withDatabase(database.url, async (c) => {
      const existing = (await c.query<{ rolname: string }>('select rolname from pg_roles where rolname = any($1)', [API_ROLES])).rows;
      const missing = API_ROLES.filter((role) => !existing.some((r) => r.rolname === role));
      for (const role of missing) await c.query(`create role ${role} nologin noinherit`);
      await c.query(`create role ${owner} nologin`);
      await c.query(SUPABASE_GRANTS);
      return [...missing, owner];
    });
    await applyMigrations(database.url);
  });

  afterAll(async () => {
    await database?.close();
    if (site.database === 'postgres' && madeRoles.length) {
      await withDatabase(site.databaseUrl, (c) => c.query(`drop role if exists ${madeRoles.join(', ')}`));
    }
  });

  it('leaves the API roles nothing of ours, nor of what a later migration makes', async () => {
    await withDatabase(database.url, (c) =>
      c.query(`create table later_table (id bigint generated by default as identity primary key);
               create sequence later_sequence;
               create function later_function() returns int language sql set search_path = public, pg_temp as 'select 1';`),
    );
    expect(await rows(database.url, GRANTED, [API_ROLES])).toEqual([]);
    // The check sees a grant: the roles were given these by Supabase's defaults before the migrations.
    await withDatabase(database.url, (c) => c.query('grant select on later_table to anon'));
    expect(await rows(database.url, GRANTED, [API_ROLES])).toEqual([{ role: 'anon', kind: 'table', name: 'later_table' }]);
  });

  it('keeps every row from a role that is granted a table, and none from its owner, who is no superuser', async () => {
    await withDatabase(database.url, async (c) => {
      // The tables and functions handed to a role as Supabase's `postgres` is: their owner, not a superuser.
      await c.query(`do $$
        declare object text;
        begin
          for object in
            select format('table %s', c.oid::regclass) from pg_class c
             where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and ${OURS('pg_class', 'c.oid')}
            union all
            select format('function %s', p.oid::regprocedure) from pg_proc p
             where p.pronamespace = 'public'::regnamespace and ${OURS('pg_proc', 'p.oid')}
          loop
            execute format('alter %s owner to ${owner}', object);
          end loop;
        end $$`);
      await c.query(`set role ${owner}`);
      await c.query(`insert into products (product_name, brand_name, category) values ('Owner Probe Machine', 'Probe', 'all-machines')`);
      const seen = await c.query('select product_name from products');
      const indexed = await c.query(`select count(*)::int as n from search_postings`);
      await c.query('reset role');
      expect(seen.rows).toEqual([{ product_name: 'Owner Probe Machine' }]);
      expect(indexed.rows[0].n).toBeGreaterThan(0); // the triggers and the functions they call ran as the owner

      await c.query('set role anon');
      const refused = await c.query('select count(*) from products').then(
        () => 'read',
        (e: Error & { code?: string }) => e.code,
      );
      await c.query('reset role');
      expect(refused, 'anon reading products').toBe('42501'); // permission denied

      await c.query('grant select on products to anon');
      await c.query('set role anon');
      const granted = await c.query('select count(*)::int as n from products');
      await c.query('reset role');
      expect(granted.rows).toEqual([{ n: 0 }]);
    });
  });
});
