import { normaliseSql } from '.';
import { tokenizeSql } from './sql-tokens';

const same = (...variants: string[]) => {
  const [first, ...rest] = variants.map(normaliseSql);
  for (const other of rest) expect(other).toEqual(first);
};
const differ = (a: string, b: string) => expect(normaliseSql(a)).not.toEqual(normaliseSql(b));

describe('aliases are replaced by canonical names', () => {
  it('an alias, an AS alias and no alias at all read the same', () => {
    same(
      "SELECT s.sname FROM student s WHERE s.sdept = 'CS'",
      "select x.sname from student as x where x.sdept = 'CS'",
      "select student.sname from student where student.sdept = 'CS'",
    );
    expect(normaliseSql('select s.sname from student s')).toEqual(['select', 'student', '.', 'sname', 'from', 'student']);
  });

  it('renamed aliases across a join read the same, and the tables stay apart', () => {
    same(
      'select st.sname, c.cname from student st join sc on st.sno = sc.sno join course c on c.cno = sc.cno',
      'select a.sname, b.cname from student a join sc x on a.sno = x.sno join course b on b.cno = x.cno',
    );
    differ('select a.sname from student a, course b', 'select b.sname from student a, course b');
  });

  it('a self-join keeps its two copies of the table apart', () => {
    same('select a.sname from student a, student b where a.sage < b.sage', 'select x.sname from student x, student y where x.sage < y.sage');
    differ('select a.sname from student a, student b where a.sage < b.sage', 'select a.sname from student a, student b where b.sage < a.sage');
  });

  it('an alias belongs to the subquery that defines it', () => {
    // the inner s is sc, the outer s is student
    const tokens = normaliseSql('select s.sname from student s where exists (select 1 from sc s where s.grade < 60)');
    expect(tokens.join(' ')).toContain('select student . sname');
    expect(tokens.join(' ')).toContain('from sc where sc . grade < 60');
  });

  it('column aliases, with or without AS and in any language, are numbered; ORDER BY follows them', () => {
    same(
      'select sdept, count(*) as cnt from student group by sdept order by cnt desc',
      'select sdept, count(*) 人数 from student group by sdept order by 人数 desc',
      'select sdept, count(*) as "Total" from student group by sdept order by "Total" desc',
    );
    differ(
      'select sdept, count(*) as cnt from student group by sdept order by cnt',
      'select sdept, count(*) as cnt from student group by sdept order by sdept',
    );
  });

  it('subquery and CTE names are numbered', () => {
    same('select t.sno from (select sno from sc) t', 'select q.sno from (select sno from sc) as q');
    same(
      'with good as (select sno from sc where grade > 90) select * from good',
      'WITH top_students AS (SELECT sno FROM sc WHERE grade > 90) SELECT * FROM top_students',
    );
  });

  it('a cast and a function call are not aliases', () => {
    expect(normaliseSql('select cast(sage as int) from student')).toEqual(['select', 'cast', '(', 'sage', 'as', 'int', ')', 'from', 'student']);
    differ('select sname, sage from student', 'select sname sage from student');
  });
});

describe('case, whitespace, comments and literals', () => {
  it('identifier and keyword case, whitespace and comments do not matter', () => {
    same(
      "select sname from student where sdept = 'CS'",
      "SELECT   SNAME\n  FROM Student -- 学生表\n /* 计算机系 /* nested */ */ WHERE\tSDept='CS'",
      'select "SName" from "Student" where "sdept" = \'CS\'',
    );
  });

  it('string and number literals stay as they are written (case included), numbers by value', () => {
    differ("select * from student where sdept = 'CS'", "select * from student where sdept = 'cs'");
    differ('select * from sc where grade > 80', 'select * from sc where grade > 85');
    same('select * from sc where grade > 80', 'select * from sc where grade > 80.0');
    expect(normaliseSql("select 'it''s -- not a comment', e'a\\'b'")).toEqual(['select', "'it's -- not a comment'", ',', "'a\\'b'"]);
  });
});

describe('commutative predicates', () => {
  it('AND-ed conditions in any order, either side of = and <>, > written as <', () => {
    same(
      "select sname from student where sdept = 'CS' and sage < 20 and sno <> '001'",
      "select sname from student where 20 > sage and '001' <> sno and 'CS' = sdept",
      "select sname from student where sage<20 AND sdept='CS' AND sno!='001'",
    );
    same('select * from sc where grade >= 60', 'select * from sc where 60 <= grade');
  });

  it('join conditions and OR-ed groups are sorted too, inside parentheses and subqueries', () => {
    same(
      'select * from student s inner join sc on s.sno = sc.sno where (sc.grade < 60 or sc.grade > 90) and exists (select 1 from course c where c.cno = sc.cno and c.cname = sc.cno)',
      'select * from student join sc on sc.sno = student.sno where exists (select 1 from course where course.cname = sc.cno and sc.cno = course.cno) and (90 < sc.grade or sc.grade < 60)',
    );
    same('select * from student left outer join sc on sc.sno = student.sno', 'select * from student left join sc on student.sno = sc.sno');
  });

  it('keeps what changes the meaning: the direction of <, AND against OR, BETWEEN … AND …', () => {
    differ('select * from sc where grade < 60', 'select * from sc where grade > 60');
    differ('select * from sc where grade < 60 and cno = 1', 'select * from sc where grade < 60 or cno = 1');
    same('select * from sc where grade between 60 and 80 and cno = 1', 'select * from sc where cno = 1 and grade between 60 and 80');
    expect(normaliseSql('select * from sc where cno = 1 and grade between 60 and 80').join(' ')).toContain('grade between 60 and 80');
  });
});

describe('the tokenizer', () => {
  const texts = (sql: string) => tokenizeSql(sql).map((t) => t.text);

  it('reads multi-character operators as one token, != as <>', () => {
    expect(texts('a <= b >= c <> d != e :: f || g')).toEqual(['a', '<=', 'b', '>=', 'c', '<>', 'd', '<>', 'e', '::', 'f', '||', 'g']);
  });

  it('tokenizes dollar-quoted bodies in place, with any tag', () => {
    const fn = (tag: string) => `create function f() returns int as ${tag} select count(*) from sc; ${tag} language sql`;
    expect(texts(fn('$$'))).toEqual(texts(fn('$body$')));
    expect(texts(fn('$$'))).toContain('count');
  });

  it('keeps each token’s place in the original text', () => {
    const sql = "SELECT \"S Name\", 'a''b' FROM t -- c\n WHERE x >= 1.5";
    for (const t of tokenizeSql(sql)) expect(sql.slice(t.start, t.end).length).toBe(t.end - t.start);
    expect(tokenizeSql(sql).map((t) => sql.slice(t.start, t.end))).toEqual(['SELECT', '"S Name"', ',', "'a''b'", 'FROM', 't', 'WHERE', 'x', '>=', '1.5']);
  });
});
