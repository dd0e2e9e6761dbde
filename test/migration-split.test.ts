import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadMigrations, splitStatements } from '../src/platform/db/migrate.js';

describe('migration statements are split at semicolons outside comments and strings', () => {
  test('a semicolon inside a -- comment does not end the statement', () => {
    const sql = 'CREATE TABLE a (\n  x int -- one; two\n);\nCREATE INDEX b ON a (x);\n';
    assert.deepEqual(splitStatements(sql), ['CREATE TABLE a (\n  x int \n)', 'CREATE INDEX b ON a (x)']);
  });

  test('a semicolon inside a block comment, a string or a quoted identifier does not end the statement', () => {
    const sql = "/* a; b */ INSERT INTO \"t;1\" VALUES ('x;y', 'it''s; fine');SELECT 1";
    assert.deepEqual(splitStatements(sql), ["INSERT INTO \"t;1\" VALUES ('x;y', 'it''s; fine')", 'SELECT 1']);
  });

  test('comment-only and empty pieces are dropped', () => {
    assert.deepEqual(splitStatements('-- only a comment;\n;\n  ;\n'), []);
  });

  test('every shipped migration splits into statements that each start with an SQL keyword', () => {
    for (const migration of loadMigrations()) {
      for (const statement of splitStatements(migration.sql)) {
        assert.match(statement, /^(CREATE|ALTER|DROP|INSERT|UPDATE|DELETE|COMMENT|DO|SELECT|TRUNCATE)\b/i, `${migration.version}: ${statement.slice(0, 60)}`);
      }
    }
  });
});
