// The grading suite: right answers written differently from the reference, wrong answers that differ
// subtly, and state that must come back pristine between runs. Every case asserts the verdict.
import type { SqlQuestionType } from '@contract/grading';
import { LIBRARY_SQL, STUDENT_COURSE_SQL } from '../db/demo-scenes.sql';
import type { GradingEngine } from './engine';
import { testEngine } from './test-support';

jest.setTimeout(60_000);

let engine: GradingEngine;
beforeAll(async () => {
  engine = testEngine();
  await engine.warm();
});
afterAll(async () => {
  await engine.close();
});

type Case = {
  name: string;
  scene?: string;
  type?: SqlQuestionType;
  reference: string;
  student: string;
  verify?: string;
  orderSensitive?: boolean;
  checkColumnNames?: boolean;
  hiddenData?: string[];
  correct: boolean;
  message?: RegExp;
};

const check = (c: Case) =>
  engine.check(
    { initSql: c.scene ?? STUDENT_COURSE_SQL, hiddenData: c.hiddenData },
    {
      type: c.type ?? 'query',
      referenceSql: c.reference,
      studentSql: c.student,
      verifySql: c.verify ?? null,
      orderSensitive: c.orderSensitive ?? null,
      checkColumnNames: c.checkColumnNames ?? false,
    },
  );

const queryCases: Case[] = [
  // right, written differently
  {
    name: 'IN subquery vs join with DISTINCT',
    reference: "select sname from student where sno in (select sno from sc where cno = '1')",
    student: "select distinct s.sname from student s join sc on sc.sno = s.sno where sc.cno = '1'",
    correct: true,
  },
  {
    name: 'EXISTS vs IN',
    reference: 'select sno, sname from student where sno in (select sno from sc)',
    student: 'select s.sno, s.sname from student s where exists (select 1 from sc where sc.sno = s.sno)',
    correct: true,
  },
  { name: 'different aliases', reference: 'select sname, sage from student', student: 'select s.sname as 姓名, s.sage 年龄 from student as s', correct: true },
  {
    name: 'another order without ORDER BY in the reference',
    reference: 'select sno, sname from student',
    student: 'select sno, sname from student order by sno desc',
    correct: true,
  },
  { name: 'count(*) vs count(key)', reference: 'select count(*) from student', student: 'select count(sno) from student', correct: true },
  {
    name: 'numeric avg vs float division',
    reference: "select avg(grade) from sc where cno = '2'",
    student: "select sum(grade)::float / count(grade) from sc where cno = '2'",
    correct: true,
  },
  {
    name: 'GROUP BY HAVING vs correlated subquery',
    reference: 'select sno from sc group by sno having count(*) >= 2',
    student: 'select distinct sno from sc a where (select count(*) from sc b where b.sno = a.sno) >= 2',
    correct: true,
  },
  {
    name: 'same ORDER BY, other spelling',
    reference: 'select sname, sage from student order by sage desc, sno',
    student: 'SELECT S.SNAME, S.SAGE\nFROM STUDENT S\nORDER BY 2 DESC, S.SNO ASC',
    correct: true,
  },
  {
    name: 'CTE vs derived table',
    reference: 'with g as (select sno, avg(grade) a from sc group by sno) select sno from g where a > 85',
    student: 'select sno from (select sno, avg(grade) as a from sc group by sno) t where t.a > 85',
    correct: true,
  },
  {
    name: 'UNION vs OR',
    reference: "select sname from student where sdept = 'CS' or sage < 19",
    student: "select sname from student where sdept = 'CS' union select sname from student where sage < 19",
    correct: true,
  },
  {
    name: 'BETWEEN vs two comparisons',
    reference: 'select sname from student where sage between 19 and 20',
    student: 'select sname from student where sage >= 19 and sage <= 20',
    correct: true,
  },
  {
    name: 'char(n) vs text of the same value',
    reference: "select ssex from student where sno = '201215121'",
    student: "select ssex::text from student where sno = '201215121'",
    correct: true,
  },
  { name: 'varchar vs text', reference: 'select sname from student', student: 'select sname::text from student', correct: true },
  {
    name: 'earlier statements are ignored, the last query counts',
    reference: 'select sname from student',
    student: 'select 1;\nselect sname from student;',
    correct: true,
  },
  {
    name: 'LEFT JOIN with COALESCE vs scalar subquery',
    reference: 'select s.sno, count(sc.cno) from student s left join sc on sc.sno = s.sno group by s.sno',
    student: 'select sno, (select count(*) from sc where sc.sno = student.sno) from student',
    correct: true,
  },
  {
    name: 'self join vs subquery for prerequisites',
    reference: 'select a.cno, b.cpno from course a join course b on a.cpno = b.cno',
    student: 'select cno, (select cpno from course p where p.cno = c.cpno) from course c where cpno is not null',
    correct: true,
  },
  {
    name: 'rows tied under ORDER BY in the other order (刘晨 and 张立 are both 19)',
    reference: 'select sname, sage from student order by sage desc',
    student: 'select s.sname, s.sage from student s order by 2 desc, s.sno desc',
    correct: true,
  },
  {
    name: 'ORDER BY not required: reference ordered but the question says order does not matter',
    reference: 'select sname from student order by sname',
    student: 'select sname from student',
    orderSensitive: false,
    correct: true,
  },
  {
    name: 'column names checked and equal',
    reference: 'select sname, sage from student',
    student: 'select sname, sage from student s',
    checkColumnNames: true,
    correct: true,
  },
  {
    name: 'empty results on both sides',
    reference: "select sname from student where sdept = 'XX'",
    student: "select sname from student where sdept = 'YY'",
    correct: true,
  },
  // wrong, subtly
  {
    name: 'one row missing (> vs >=)',
    reference: 'select sname from student where sage >= 19',
    student: 'select sname from student where sage > 19',
    correct: false,
    message: /缺少 2 行/,
  },
  { name: 'a duplicate row (missing DISTINCT)', reference: 'select distinct sno from sc', student: 'select sno from sc', correct: false, message: /多出 3 行/ },
  {
    name: '= NULL instead of IS NULL',
    reference: 'select sno from sc where grade is null',
    student: 'select sno from sc where grade = null',
    correct: false,
    message: /缺少 1 行.*201215123/s,
  },
  {
    name: 'count(grade) vs count(*) with a NULL grade',
    reference: "select count(*) from sc where cno = '1'",
    student: "select count(grade) from sc where cno = '1'",
    correct: false,
    message: /缺少 1 行：?.*\(2\)|缺少 1 行，例如：\(2\)/,
  },
  {
    name: 'wrong order when the reference orders',
    reference: 'select sname from student order by sage desc, sno',
    student: 'select sname from student order by sage, sno',
    correct: false,
    message: /顺序不对/,
  },
  {
    name: 'wrong order, said by the sort column',
    reference: 'select sname, sage from student order by sage desc',
    student: 'select sname, sage from student order by sage',
    correct: false,
    message: /顺序不对（参考答案按 sage DESC 排序）/,
  },
  {
    name: 'order required by the question',
    reference: 'select sno from student',
    student: 'select sno from student order by sno desc',
    orderSensitive: true,
    correct: false,
    message: /顺序不对/,
  },
  {
    name: 'wrong type (text instead of number)',
    reference: 'select sage from student',
    student: 'select sage::text from student',
    correct: false,
    message: /类型不对.*数值.*文本/,
  },
  {
    name: 'wrong column count',
    reference: 'select sno, sname from student',
    student: 'select sname from student',
    correct: false,
    message: /列数不对：应为 2 列/,
  },
  {
    name: 'column names checked and different',
    reference: 'select sname from student',
    student: 'select sname as name from student',
    checkColumnNames: true,
    correct: false,
    message: /列名应为 sname/,
  },
  {
    name: 'INNER JOIN instead of LEFT JOIN drops a student',
    reference: 'select s.sno, count(sc.cno) from student s left join sc on sc.sno = s.sno group by s.sno',
    student: 'select s.sno, count(*) from student s join sc on sc.sno = s.sno group by s.sno',
    correct: false,
    message: /缺少 1 行.*201215125/s,
  },
  {
    name: 'rounded average',
    reference: "select avg(grade) from sc where cno = '2'",
    student: "select round(avg(grade)) from sc where cno = '2'",
    correct: false,
    message: /87\.5/,
  },
  {
    name: 'NOT IN with a NULL in the subquery',
    reference: 'select cno from course where cno not in (select cpno from course where cpno is not null)',
    student: 'select cno from course where cno not in (select cpno from course)',
    correct: false,
    message: /缺少/,
  },
  {
    name: 'a syntax error names the line',
    reference: 'select sname from student',
    student: 'select sname\nfrom student\nwher sage > 18',
    correct: false,
    message: /执行出错（第 3 行）：syntax error/,
  },
  {
    name: 'an update is not a query',
    reference: 'select sname from student',
    student: "update student set sage = 21 where sno = '201215121'",
    correct: false,
    message: /查询题的答案只能查询数据/,
  },
  // query questions run read-only: changing the data first cannot make the query right
  {
    name: 'a delete before the query',
    reference: 'select sname from student where sno not in (select sno from sc)',
    student: 'delete from sc;\nselect sname from student where sno not in (select sno from sc)',
    correct: false,
    message: /查询题的答案只能查询数据.*DELETE/,
  },
  {
    name: 'UPDATE ... RETURNING as a query',
    reference: 'select sname from student',
    student: 'update student set sage = sage returning sname',
    correct: false,
    message: /只能查询数据/,
  },
  // results are compared in full, with true counts
  {
    name: 'a difference after the first 1000 rows',
    reference: 'select n from generate_series(1, 1500) n',
    student: 'select n from generate_series(1, 1500) n where n <> 1200',
    correct: false,
    message: /应有 1500 行，你的结果有 1499 行[\s\S]*缺少 1 行，例如：\(1200\)/,
  },
  {
    name: 'the same 1500 rows in another order',
    reference: 'select n from generate_series(1, 1500) n',
    student: 'select n from generate_series(1500, 1, -1) n',
    correct: true,
  },
  // numbers exactly, floats within a tolerance, json as values
  {
    name: 'bigints of 17 digits that differ in the last',
    reference: 'select 12345678901234567::bigint',
    student: 'select 12345678901234568::bigint',
    correct: false,
    message: /缺少 1 行/,
  },
  {
    name: 'numerics of 20 digits that differ in the last',
    reference: 'select 12345678901234567890.5::numeric',
    student: 'select 12345678901234567890.6::numeric',
    correct: false,
    message: /缺少 1 行/,
  },
  { name: 'numeric 1.50 and 1.5 are the same value', reference: 'select 1.50::numeric', student: 'select 1.5::numeric', correct: true },
  { name: 'a float rounding residue is not a difference', reference: 'select 0.3::float8', student: 'select 0.1::float8 + 0.2::float8', correct: true },
  {
    name: 'json keys in another order are the same value',
    reference: `select '{"a": 1, "b": [1, 2]}'::jsonb`,
    student: `select '{"b": [1, 2], "a": 1}'::json`,
    correct: true,
  },
  { name: 'json arrays keep their order', reference: `select '[1, 2]'::jsonb`, student: `select '[2, 1]'::jsonb`, correct: false, message: /缺少 1 行/ },
  // the order is judged by the reference's sort keys, whatever they are
  {
    name: 'ordered by a column not shown: a tiebreaker added',
    reference: 'select sname from student order by sage desc',
    student: 'select sname from student order by sage desc, sname',
    correct: true,
  },
  {
    name: 'ordered by a column not shown: the wrong direction',
    reference: 'select sname from student order by sage desc',
    student: 'select sname from student order by sage',
    correct: false,
    message: /顺序不对（参考答案按 sage DESC 排序）/,
  },
  {
    name: 'ordered by an expression: ties in any order',
    reference: 'select sname, sdept from student order by lower(sdept)',
    student: 'select sname, sdept from student order by upper(sdept), sno desc',
    correct: true,
  },
  {
    name: 'ordered by DISTINCT ON keys',
    reference: 'select distinct on (sdept) sdept, sname from student order by sdept, sage desc',
    student: 'select distinct on (sdept) sdept, sname from student order by sdept desc, sage desc',
    correct: false,
    message: /顺序不对/,
  },
  {
    name: 'two output columns of the same name, ordered by one of them',
    reference: 'select s.sno, sc.sno, sc.grade from student s join sc on sc.sno = s.sno order by sc.grade desc',
    student: 'select s.sno, sc.sno, sc.grade from student s join sc on sc.sno = s.sno order by 3 desc, 1',
    correct: true,
  },
  {
    name: 'an empty result where rows are expected',
    reference: "select sname from student where sdept = 'CS'",
    student: "select sname from student where sdept = 'cs'",
    correct: false,
    message: /应有 2 行，你的结果有 0 行/,
  },
];

const libraryVerify = {
  readers: 'select id, name, grade from reader order by id',
  books: 'select id, title, price, stock from book order by id',
  borrows: 'select id, reader_id, book_id, returned_on from borrow order by id',
};

/** Verification of a constraint: which rows it accepts (an exception block turns the refusal into data). */
const TRY_PRICES = `create function try_price(p numeric) returns text language plpgsql as $$
begin
  insert into book (title, price) values ('试验', p);
  return 'accepted';
exception when check_violation then
  return 'rejected';
end $$;
select try_price(0), try_price(-1), try_price(10);`;

const stateCases: Case[] = [
  // dml
  {
    name: 'insert with the columns in another order (serial ids match)',
    scene: LIBRARY_SQL,
    type: 'dml',
    reference: "insert into reader (name, grade) values ('新同学', 1)",
    student: "insert into reader (grade, name) values (1, '新同学')",
    verify: libraryVerify.readers,
    correct: true,
  },
  {
    name: 'insert ... select vs values',
    scene: LIBRARY_SQL,
    type: 'dml',
    reference: "insert into reader (name, grade) values ('甲', 1), ('乙', 1)",
    student: "insert into reader (name, grade) select n, 1 from unnest(array['甲', '乙']) n",
    verify: libraryVerify.readers,
    correct: true,
  },
  {
    name: 'update with an equivalent condition',
    scene: LIBRARY_SQL,
    type: 'dml',
    reference: 'update book set price = price * 0.9 where stock = 0',
    student: 'update book set price = round(price * 0.9, 2) where stock < 1',
    verify: libraryVerify.books,
    correct: true,
  },
  {
    name: 'update of too many rows',
    scene: LIBRARY_SQL,
    type: 'dml',
    reference: 'update book set stock = stock + 1 where stock = 0',
    student: 'update book set stock = stock + 1 where stock <= 1',
    verify: libraryVerify.books,
    correct: false,
    message: /验证查询的结果与参考答案不一致[\s\S]*缺少 1 行/,
  },
  {
    name: 'delete with a subquery vs USING',
    scene: LIBRARY_SQL,
    type: 'dml',
    reference: "delete from borrow where reader_id in (select id from reader where name = '陈雨桐')",
    student: "delete from borrow b using reader r where r.id = b.reader_id and r.name = '陈雨桐'",
    verify: libraryVerify.borrows,
    correct: true,
  },
  {
    name: 'delete without its condition',
    scene: LIBRARY_SQL,
    type: 'dml',
    reference: 'delete from borrow where returned_on is not null',
    student: 'delete from borrow',
    verify: libraryVerify.borrows,
    correct: false,
    message: /缺少 3 行/,
  },
  {
    name: 'an insert that breaks a CHECK constraint',
    scene: LIBRARY_SQL,
    type: 'dml',
    reference: "insert into reader (name, grade) values ('新同学', 4)",
    student: "insert into reader (name, grade) values ('新同学', 5)",
    verify: libraryVerify.readers,
    correct: false,
    message: /violates check constraint/,
  },
  {
    name: 'update NULL handling: = NULL changes nothing',
    scene: LIBRARY_SQL,
    type: 'dml',
    reference: "update borrow set returned_on = '2026-11-23' where returned_on is null",
    student: "update borrow set returned_on = '2026-11-23' where returned_on = null",
    verify: libraryVerify.borrows,
    correct: false,
    message: /缺少 3 行/,
  },
  // ddl
  {
    name: 'create table with the columns in another order',
    type: 'ddl',
    reference: 'create table dept (id int primary key, name varchar(20) not null)',
    student: 'CREATE TABLE dept (name varchar(20) NOT NULL, id integer, PRIMARY KEY (id))',
    verify: "select column_name, data_type, is_nullable from information_schema.columns where table_name = 'dept' order by column_name",
    correct: true,
  },
  {
    name: 'create table missing NOT NULL',
    type: 'ddl',
    reference: 'create table dept (id int primary key, name varchar(20) not null)',
    student: 'create table dept (id int primary key, name varchar(20))',
    verify: "select column_name, is_nullable from information_schema.columns where table_name = 'dept' order by column_name",
    correct: false,
    message: /缺少 1 行.*name, NO/s,
  },
  {
    name: 'add column, two spellings',
    type: 'ddl',
    reference: 'alter table student add column email varchar(50)',
    student: 'ALTER TABLE student ADD email character varying(50)',
    verify: "select column_name, data_type, character_maximum_length from information_schema.columns where table_name = 'student' order by ordinal_position",
    correct: true,
  },
  {
    name: 'a view in place of the table cannot satisfy the verification',
    scene: LIBRARY_SQL,
    type: 'dml',
    reference: 'update book set stock = 0 where id = 1',
    student:
      'alter table book rename to book_data;\ncreate view book as select id, title, price, case when id = 1 then 0 else stock end as stock from book_data',
    verify: libraryVerify.books,
    correct: false,
    message: /book 是视图，参考答案执行后它是表/,
  },
  {
    name: 'a temporary table in place of the table cannot satisfy the verification',
    scene: LIBRARY_SQL,
    type: 'dml',
    reference: 'update book set stock = 0 where id = 1',
    student: 'create temp table book as select id, title, price, case when id = 1 then 0 else stock end as stock from public.book',
    verify: libraryVerify.books,
    correct: false,
    message: /book 是一个临时表/,
  },
  {
    name: 'row security that hides the rows a delete should have removed cannot satisfy the verification',
    scene: LIBRARY_SQL,
    type: 'dml',
    reference: 'delete from borrow where returned_on is not null',
    student:
      'alter table borrow enable row level security;\nalter table borrow force row level security;\ncreate policy hide on borrow using (returned_on is null)',
    verify: libraryVerify.borrows,
    correct: false,
    message: /多了参考答案没有的行级安全策略（borrow）/,
  },
  {
    name: 'an operator of the answer that verification would call cannot satisfy it',
    scene: LIBRARY_SQL,
    type: 'dml',
    reference: "delete from reader where name = '张三'",
    student:
      'create function never(varchar, varchar) returns boolean language sql as $$ select false $$;\ncreate operator public.= (leftarg = varchar, rightarg = varchar, function = never)',
    verify: "select count(*) from reader where name = '张三'",
    correct: false,
    message: /多了参考答案没有的运算符/,
  },
  {
    // the engine's own catalog reads ran in the answer's session: operators of the answer for exactly `name || name`
    // and `text || name` (which pg_catalog lacks) made every key the same, and the planted `=` went unseen
    name: 'operators of the answer cannot blind the engine to what it planted',
    scene: LIBRARY_SQL,
    type: 'dml',
    reference: "delete from reader where name = '张三'",
    student: [
      "create function blind(name, name) returns text language sql as $$ select 'x' $$;",
      'create operator public.|| (leftarg = name, rightarg = name, function = blind);',
      "create function blind2(text, name) returns text language sql as $$ select 'x' $$;",
      'create operator public.|| (leftarg = text, rightarg = name, function = blind2);',
      'create function never(varchar, varchar) returns boolean language sql as $$ select false $$;',
      'create operator public.= (leftarg = varchar, rightarg = varchar, function = never)',
    ].join('\n'),
    verify: "select count(*) from reader where name = '张三'",
    correct: false,
    message: /多了参考答案没有的运算符/,
  },
  {
    // nor fail the engine's own reads (评测服务暂时不可用 instead of a verdict): `float8 * int4` is the engine's too
    name: 'an operator of the answer that the engine would call is the answer’s mistake, not the engine’s',
    scene: LIBRARY_SQL,
    type: 'dml',
    reference: "delete from reader where name = '张三'",
    student: [
      "create function boom(double precision, integer) returns double precision language plpgsql as $$ begin raise exception 'boom'; end $$;",
      'create operator public.* (leftarg = double precision, rightarg = integer, function = boom)',
    ].join('\n'),
    verify: "select count(*) from reader where name = '张三'",
    correct: false,
  },
  {
    name: 'a rule that swallows the update cannot satisfy the verification',
    scene: LIBRARY_SQL,
    type: 'dml',
    reference: 'update book set stock = 0 where id = 1',
    student: 'create rule nothing as on update to book do instead nothing',
    verify: libraryVerify.books,
    correct: false,
    message: /多了参考答案没有的规则（book）|缺少/,
  },
  {
    name: 'a trigger question may name its trigger as it likes',
    scene: LIBRARY_SQL,
    type: 'trigger',
    reference:
      'create function no_neg() returns trigger language plpgsql as $$ begin if new.stock < 0 then new.stock := 0; end if; return new; end $$;\ncreate trigger t_ref before update on book for each row execute function no_neg();',
    student:
      'create function clamp() returns trigger language plpgsql as $$ begin new.stock := greatest(new.stock, 0); return new; end $$;\ncreate trigger keep_positive before update on book for each row execute function clamp();',
    verify: 'update book set stock = -5 where id = 1;\nselect id, stock from book order by id;',
    correct: true,
  },
  {
    name: 'check constraint, written differently (verified by trying rows)',
    scene: LIBRARY_SQL,
    type: 'ddl',
    reference: 'alter table book add constraint price_positive check (price > 0)',
    student: 'alter table book add check (0 < price)',
    verify: TRY_PRICES,
    correct: true,
  },
  {
    name: 'check constraint that lets a zero price through',
    scene: LIBRARY_SQL,
    type: 'ddl',
    reference: 'alter table book add constraint price_positive check (price > 0)',
    student: 'alter table book add constraint p check (price >= 0)',
    verify: TRY_PRICES,
    correct: false,
    message: /缺少 1 行，例如：\(rejected, rejected, accepted\)/,
  },
  {
    name: 'create index on the right column',
    scene: LIBRARY_SQL,
    type: 'ddl',
    reference: 'create index book_title_idx on book (title)',
    student: 'create index on book using btree (title)',
    verify: "select count(*) from pg_indexes where tablename = 'book' and indexdef like '%(title)'",
    correct: true,
  },
  {
    name: 'index on the wrong column',
    scene: LIBRARY_SQL,
    type: 'ddl',
    reference: 'create index book_title_idx on book (title)',
    student: 'create index book_title_idx on book (author)',
    verify: "select count(*) from pg_indexes where tablename = 'book' and indexdef like '%(title)'",
    correct: false,
  },
  {
    name: 'sequence with the right start',
    type: 'ddl',
    reference: 'create sequence order_no start 100',
    student: 'create sequence order_no start with 100 increment by 1',
    verify: "select nextval('order_no'), nextval('order_no')",
    correct: true,
  },
  {
    name: 'sequence with the wrong start',
    type: 'ddl',
    reference: 'create sequence order_no start 100',
    student: 'create sequence order_no',
    verify: "select nextval('order_no')",
    correct: false,
    message: /缺少 1 行，例如：\(100\)/,
  },
  // view
  {
    name: 'view written with a join vs a subquery',
    type: 'view',
    reference: "create view cs_student as select sno, sname from student where sdept = 'CS'",
    student: "create view cs_student (sno, sname) as select s.sno, s.sname from student s where s.sdept in ('CS')",
    verify: 'select * from cs_student',
    correct: true,
  },
  {
    name: 'view with the wrong filter',
    type: 'view',
    reference: "create view cs_student as select sno, sname from student where sdept = 'CS'",
    student: "create view cs_student as select sno, sname from student where sdept <> 'MA'",
    verify: 'select * from cs_student',
    correct: false,
    message: /多出 1 行/,
  },
  {
    name: 'view missing: the verification fails on the student side',
    type: 'view',
    reference: 'create view v_grade as select sno, avg(grade) avg_grade from sc group by sno',
    student: 'create view v_grades as select sno, avg(grade) avg_grade from sc group by sno',
    verify: 'select * from v_grade',
    correct: false,
    message: /验证 SQL 出错：relation "v_grade" does not exist/,
  },
  // function
  {
    name: 'SQL function vs PL/pgSQL function',
    type: 'function',
    reference: 'create function course_count(p char(9)) returns bigint language sql as $$ select count(*) from sc where sno = p $$',
    student:
      'create or replace function course_count(p char(9)) returns bigint as $body$\ndeclare n bigint;\nbegin\n  select count(*) into n from sc where sc.sno = p;\n  return n;\nend;\n$body$ language plpgsql;',
    verify: "select course_count('201215121'), course_count('201215125'), course_count(null)",
    correct: true,
  },
  {
    name: 'function with an off-by-one',
    type: 'function',
    reference: 'create function passed(c char(4)) returns bigint language sql as $$ select count(*) from sc where cno = c and grade >= 60 $$',
    student: 'create function passed(c char(4)) returns bigint language sql as $$ select count(*) from sc where cno = c and grade > 85 $$',
    verify: "select passed('1'), passed('2'), passed('3')",
    correct: false,
  },
  {
    name: 'SQL-standard function body (BEGIN ATOMIC)',
    type: 'function',
    reference: 'create function dept_count(d varchar) returns bigint language sql as $$ select count(*) from student where sdept = d $$',
    student: 'create function dept_count(d varchar) returns bigint language sql\nbegin atomic\n  select count(*) from student where sdept = d;\nend;',
    verify: "select dept_count('CS'), dept_count('IS')",
    correct: true,
  },
  // trigger
  {
    name: 'stock trigger: two bodies, same effect',
    scene: LIBRARY_SQL,
    type: 'trigger',
    reference:
      'create function take_book() returns trigger language plpgsql as $$ begin update book set stock = stock - 1 where id = new.book_id; return new; end $$;\ncreate trigger borrow_take after insert on borrow for each row execute function take_book();',
    student:
      'create or replace function tb() returns trigger as $$\nbegin\n  update book b set stock = b.stock - 1 where b.id = NEW.book_id;\n  return null;\nend;\n$$ language plpgsql;\ncreate trigger t1 after insert on borrow for each row execute procedure tb();',
    verify: "insert into borrow (reader_id, book_id, borrowed_on) values (2, 1, '2026-11-20');\nselect id, stock from book order by id;",
    correct: true,
  },
  {
    name: 'trigger on the wrong event does not fire',
    scene: LIBRARY_SQL,
    type: 'trigger',
    reference:
      'create function take_book() returns trigger language plpgsql as $$ begin update book set stock = stock - 1 where id = new.book_id; return new; end $$;\ncreate trigger borrow_take after insert on borrow for each row execute function take_book();',
    student:
      'create function take_book() returns trigger language plpgsql as $$ begin update book set stock = stock - 1 where id = new.book_id; return new; end $$;\ncreate trigger borrow_take after update on borrow for each row execute function take_book();',
    verify: "insert into borrow (reader_id, book_id, borrowed_on) values (2, 1, '2026-11-20');\nselect id, stock from book order by id;",
    correct: false,
    message: /验证查询 2（第 2 行）/,
  },
  {
    name: 'BEFORE trigger that refuses borrowing a book out of stock',
    scene: LIBRARY_SQL,
    type: 'trigger',
    reference:
      'create function no_stock() returns trigger language plpgsql as $$ begin if (select stock from book where id = new.book_id) = 0 then return null; end if; return new; end $$;\ncreate trigger b before insert on borrow for each row execute function no_stock();',
    student:
      'create function chk() returns trigger language plpgsql as $$ declare s int; begin select stock into s from book where id = new.book_id; if s < 1 then return null; end if; return new; end $$;\ncreate trigger chk before insert on borrow for each row execute function chk();',
    verify:
      "insert into borrow (reader_id, book_id, borrowed_on) values (1, 4, '2026-11-20'), (1, 2, '2026-11-20');\nselect reader_id, book_id from borrow order by id;",
    correct: true,
  },
];

describe('query questions', () => {
  it.each(queryCases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const verdict = await check(c);
    expect({ correct: verdict.correct, message: verdict.message }).toEqual({ correct: c.correct, message: expect.stringMatching(c.message ?? /./) });
    if (c.correct) expect(verdict.message).toBe('结果正确');
  });
});

describe('dml, ddl, view, function and trigger questions', () => {
  it.each(stateCases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const verdict = await check(c);
    expect({ correct: verdict.correct, message: verdict.message }).toEqual({ correct: c.correct, message: expect.stringMatching(c.message ?? /./) });
    expect(verdict.reference.error).toBeUndefined();
  });
});

describe('hidden data', () => {
  // 周明 (22) and 吴芳 (19): other rows in the same tables, unseen by students
  const HIDDEN = "insert into student values ('201215131', '周明', '男', 22, 'CS'), ('201215132', '吴芳', '女', 19, 'MA')";
  const olderThan19 = 'select sname from student where sage > 19';

  it('an answer that names the visible rows passes on them but fails on the hidden data, which it never shows', async () => {
    const hardCoded = { name: '', reference: olderThan19, student: "select sname from student where sname = '李勇'", correct: false };
    expect((await check(hardCoded)).correct).toBe(true);
    const verdict = await check({ ...hardCoded, hiddenData: [HIDDEN] });
    expect(verdict.correct).toBe(false);
    expect(verdict.message).toMatch(/^在公开数据上结果正确，但在隐藏数据上不正确/);
    // not even how many: counts of a condition the student chooses would rebuild the hidden rows one by one
    expect(verdict.message).toContain('结果与参考答案的行不同（行数和内容都不公开）');
    expect(verdict.message).not.toMatch(/\d+ 行/);
    expect(verdict.message).not.toMatch(/周明|吴芳|李勇/);
    // what comes back to look at is the visible scene's result
    expect(verdict.student.results.at(-1)?.rows).toEqual([['李勇']]);
  });

  it('a right answer is right on the visible scene and every hidden data', async () => {
    const verdict = await check({
      name: '',
      reference: olderThan19,
      student: 'select sname from student where sage >= 20',
      hiddenData: [HIDDEN, 'delete from sc'],
      correct: true,
    });
    expect(verdict).toMatchObject({ correct: true, message: '结果正确' });
  });

  it('hidden data the reference answer fails on judges nothing: the student is not marked wrong for it', async () => {
    // 周明 is 22: the reference divides by zero on the hidden data only
    const reference = 'select sname, 1 / (22 - sage) from student';
    const verdict = await check({ name: '', reference, student: 'select s.sname, 1 / (22 - s.sage) from student s', hiddenData: [HIDDEN], correct: true });
    expect(verdict).toMatchObject({ correct: true, message: '结果正确' });
  });

  it('names which hidden data when there are several, and shows no rows of a wrong order either', async () => {
    const verdict = await check({
      name: '',
      reference: 'select sname, sage from student order by sage desc',
      student: "select sname, sage from student order by sname = '李勇' desc, sage desc",
      hiddenData: ['delete from sc', HIDDEN],
      correct: false,
    });
    expect(verdict.message).toMatch(/在隐藏数据 2 上不正确[\s\S]*行的顺序不对（参考答案按 sage DESC 排序）：顺序与参考答案不同/);
    expect(verdict.message).not.toMatch(/第 \d+ 行/);
    expect(verdict.message).not.toMatch(/周明|吴芳/);
  });
});

describe('every run starts from the pristine scene', () => {
  it('a dropped table is back for the next run', async () => {
    await engine.run(STUDENT_COURSE_SQL, 'drop table sc cascade; drop table student cascade;');
    const r = await engine.run(STUDENT_COURSE_SQL, 'select count(*) from sc');
    expect(r.results[0].rows).toEqual([['6']]);
  });

  it('serial ids do not drift after inserts (sequences restored)', async () => {
    for (let i = 0; i < 3; i++) {
      const r = await engine.run(LIBRARY_SQL, "insert into reader (name) values ('a'), ('b') returning id");
      expect(r.results[0].rows).toEqual([['4'], ['5']]);
    }
  });

  it('a copy a rolled-back write left much larger is not used again: the space stays until a vacuum', async () => {
    const size = 'select pg_database_size(current_database()) < 40 * 1024 * 1024 as small';
    expect((await engine.run(LIBRARY_SQL, size)).results[0]!.rows).toEqual([['t']]);
    // some 50 MB of rows, rolled back after the run
    const wrote = await engine.run(LIBRARY_SQL, "insert into book (title) select repeat('长', 600) from generate_series(1, 25000)");
    expect(wrote.error).toBeUndefined();
    for (let i = 0; i < 3; i++) expect((await engine.run(LIBRARY_SQL, size)).results[0]!.rows).toEqual([['t']]);
  });

  it('nextval and setval on a scene sequence are undone', async () => {
    await engine.run(LIBRARY_SQL, "select setval('book_id_seq', 1000)");
    const r = await engine.run(LIBRARY_SQL, "select nextval('book_id_seq')");
    expect(r.results[0].rows).toEqual([['5']]);
  });

  it('functions, triggers and views made by one run are gone in the next', async () => {
    await engine.run(
      LIBRARY_SQL,
      'create function f() returns trigger language plpgsql as $$ begin new.stock := 99; return new; end $$;\ncreate trigger t before insert on book for each row execute function f();\ncreate view v as select 1;',
    );
    const r = await engine.run(
      LIBRARY_SQL,
      "insert into book (title) values ('新书') returning stock;\nselect count(*) from pg_proc where proname = 'f';\nselect count(*) from information_schema.views where table_name = 'v';",
    );
    expect(r.results.map((x) => x.rows)).toEqual([[['1']], [['0']], [['0']]]);
  });

  it('the catalogue shows only the scene being run, as schema public', async () => {
    await engine.describe(LIBRARY_SQL);
    const r = await engine.run(
      STUDENT_COURSE_SQL,
      "select table_schema, table_name from information_schema.tables where table_schema not in ('pg_catalog', 'information_schema') order by table_name",
    );
    expect(r.results[0].rows).toEqual([
      ['public', 'course'],
      ['public', 'sc'],
      ['public', 'student'],
    ]);
  });

  it('one scene cannot see another scene under its usual name', async () => {
    const r = await engine.run(LIBRARY_SQL, 'select * from student');
    expect(r.error?.message).toBe('relation "student" does not exist');
  });

  it('a changed init script is a new scene', async () => {
    const changed = `${STUDENT_COURSE_SQL}\nINSERT INTO student VALUES ('201215126', '周星', '男', 22, 'CS');`;
    const r = await engine.run(changed, 'select count(*) from student');
    expect(r.results[0].rows).toEqual([['5']]);
    const original = await engine.run(STUDENT_COURSE_SQL, 'select count(*) from student');
    expect(original.results[0].rows).toEqual([['4']]);
  });
});

describe('results and errors', () => {
  it('answers every statement with its command, columns and types', async () => {
    const r = await engine.run(
      LIBRARY_SQL,
      'update book set stock = stock + 1 where stock > 1;\nselect title, price from book where id = 1;\ncreate table t (x int);',
    );
    expect(r.results.map((x) => [x.command, x.rowCount])).toEqual([
      ['UPDATE', 2],
      ['SELECT', 1],
      ['CREATE TABLE', 0],
    ]);
    expect(r.results[1].columns).toEqual([
      { name: 'title', type: 'text' },
      { name: 'price', type: 'numeric' },
    ]);
    expect(r.results[1].rows).toEqual([['数据库系统概论', '49.80']]);
  });

  it('an error comes with PostgreSQL words, the line and the position in the script', async () => {
    const sql = 'select 1;\n\nselect sname,\n  sagee from student;';
    const r = await engine.run(STUDENT_COURSE_SQL, sql);
    expect(r.results).toHaveLength(1);
    expect(r.error).toMatchObject({ message: 'column "sagee" does not exist', line: 4, code: '42703' });
    expect(sql.slice(r.error!.position! - 1, r.error!.position! + 4)).toBe('sagee');
  });

  it('shows at most 1000 rows and says it cut the rest', async () => {
    const r = await engine.run(STUDENT_COURSE_SQL, 'select generate_series(1, 5000) as n');
    // the count is true; the rows shown stop at 1000
    expect(r.results[0]).toMatchObject({ truncated: true, rowCount: 5000 });
    expect(r.results[0].rows).toHaveLength(1000);
  });

  it('NULL stays null and values print as PostgreSQL prints them', async () => {
    const r = await engine.run(STUDENT_COURSE_SQL, "select null::int, true, 1.50::numeric(4,2), date '2026-11-23', array[1,2]");
    expect(r.results[0].rows).toEqual([[null, 't', '1.50', '2026-11-23', '{1,2}']]);
  });
});
