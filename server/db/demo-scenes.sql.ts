// Init scripts of the demo scenes. Kept apart from their table descriptions (demo-scenes.ts), which a test
// checks against what the grading engine makes of these scripts.

/** The student-course database of 王珊《数据库系统概论》, the example every Chinese database course uses. */
export const STUDENT_COURSE_SQL = `-- 学生选课数据库（《数据库系统概论》例题）
CREATE TABLE student (
  sno   char(9) PRIMARY KEY,
  sname varchar(20) UNIQUE,
  ssex  char(2),
  sage  smallint,
  sdept varchar(20)
);
CREATE TABLE course (
  cno     char(4) PRIMARY KEY,
  cname   varchar(40) NOT NULL,
  cpno    char(4) REFERENCES course(cno),
  ccredit smallint
);
CREATE TABLE sc (
  sno   char(9) REFERENCES student(sno),
  cno   char(4) REFERENCES course(cno),
  grade smallint,
  PRIMARY KEY (sno, cno)
);
INSERT INTO student VALUES
  ('201215121', '李勇', '男', 20, 'CS'),
  ('201215122', '刘晨', '女', 19, 'CS'),
  ('201215123', '王敏', '女', 18, 'MA'),
  ('201215125', '张立', '男', 19, 'IS');
INSERT INTO course VALUES ('2', '数学', NULL, 2), ('6', '数据处理', NULL, 2), ('4', '操作系统', '6', 3),
  ('7', 'PASCAL语言', '6', 4), ('5', '数据结构', '7', 4), ('1', '数据库', '5', 4), ('3', '信息系统', '1', 4);
INSERT INTO sc VALUES
  ('201215121', '1', 92), ('201215121', '2', 85), ('201215121', '3', 88),
  ('201215122', '2', 90), ('201215122', '3', 80), ('201215123', '1', NULL);
`;

export const LIBRARY_SQL = `-- 图书借阅数据库
CREATE TABLE reader (
  id    serial PRIMARY KEY,
  name  text NOT NULL,
  grade int CHECK (grade BETWEEN 1 AND 4)
);
CREATE TABLE book (
  id     serial PRIMARY KEY,
  title  text NOT NULL,
  author text,
  price  numeric(8, 2),
  stock  int NOT NULL DEFAULT 1 CHECK (stock >= 0)
);
CREATE TABLE borrow (
  id          serial PRIMARY KEY,
  reader_id   int NOT NULL REFERENCES reader(id),
  book_id     int NOT NULL REFERENCES book(id),
  borrowed_on date NOT NULL,
  returned_on date
);
INSERT INTO reader (name, grade) VALUES ('陈雨桐', 2), ('杨博文', 3), ('黄梓萱', 1);
INSERT INTO book (title, author, price, stock) VALUES
  ('数据库系统概论', '王珊', 49.80, 3),
  ('SQL 必知必会', 'Ben Forta', 39.00, 2),
  ('PostgreSQL 实战', '谭峰', 79.00, 1),
  ('算法导论', 'Thomas H. Cormen', 128.00, 0);
INSERT INTO borrow (reader_id, book_id, borrowed_on, returned_on) VALUES
  (1, 1, '2026-09-01', '2026-09-20'),
  (1, 3, '2026-10-08', NULL),
  (2, 2, '2026-10-12', NULL),
  (3, 1, '2026-11-02', NULL);
`;
