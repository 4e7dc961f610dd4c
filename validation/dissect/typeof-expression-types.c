unsigned long fl; int i; char c; long *p; short sh; double d;
void f(void)
{
	typeof(fl + c) a1;
	typeof(1 + fl) a2;
	typeof(c - fl) a3;
	typeof(1 + p) a4;
	typeof(p - 1) a5;
	typeof(p - p) a6;
	typeof(fl & i) a7;
	typeof(sh * c) a8;
	typeof(d / i) a9;
	typeof(fl << c) a10;
	typeof(i ? fl : c) a11;
	typeof(fl ?: c) a12;
	typeof(i ? p : 0) a13;
	typeof(12L) a14;
	typeof(1.0) a15;
	typeof('a') a16;
	typeof("x") a17;
	typeof(sizeof(i)) a18;
	typeof(_Alignof(int)) a19;
	typeof(__builtin_offsetof(struct { int m; }, m)) a20;
	typeof(({ fl & 4; })) a21;
}
/*
 * check-name: dissect: the type typeof names, as sparse's dissect works it out: + and - of the pointer or the left operand (p - q an int), the other operators ints, a conditional of its false branch, a constant an int, a string a char *, sizeof, _Alignof and offsetof ints
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/typeof-expression-types.c

   1:15                   def   v fl                               unsigned long
   1:23                   def   v i                                int
   1:31                   def   v c                                char
   1:39                   def   v p                                long *
   1:49                   def   v sh                               short
   1:60                   def   v d                                double
   2:6                    def   f f                                void ( ... )
   4:16  f                ---   v fl                               unsigned long
   4:21  f                ---   v c                                char
   4:24  f                def . v a1                               unsigned long
   5:20  f                ---   v fl                               unsigned long
   5:24  f                def . v a2                               int
   6:16  f                ---   v c                                char
   6:20  f                ---   v fl                               unsigned long
   6:24  f                def . v a3                               char
   7:20  f                ---   v p                                long *
   7:23  f                def . v a4                               long *
   8:16  f                ---   v p                                long *
   8:23  f                def . v a5                               long *
   9:16  f                ---   v p                                long *
   9:20  f                ---   v p                                long *
   9:23  f                def . v a6                               int
  10:16  f                ---   v fl                               unsigned long
  10:21  f                ---   v i                                int
  10:24  f                def . v a7                               int
  11:16  f                ---   v sh                               short
  11:21  f                ---   v c                                char
  11:24  f                def . v a8                               int
  12:16  f                ---   v d                                double
  12:20  f                ---   v i                                int
  12:23  f                def . v a9                               int
  13:16  f                ---   v fl                               unsigned long
  13:22  f                ---   v c                                char
  13:25  f                def . v a10                              int
  14:16  f                -r-   v i                                int
  14:20  f                ---   v fl                               unsigned long
  14:25  f                ---   v c                                char
  14:28  f                def . v a11                              char
  15:16  f                -r-   v fl                               unsigned long
  15:22  f                ---   v c                                char
  15:25  f                def . v a12                              char
  16:16  f                -r-   v i                                int
  16:20  f                ---   v p                                long *
  16:27  f                def . v a13                              int
  17:21  f                def . v a14                              int
  18:21  f                def . v a15                              int
  19:21  f                def . v a16                              int
  20:21  f                def . v a17                              char *
  21:23  f                ---   v i                                int
  21:27  f                def . v a18                              int
  22:31  f                def . v a19                              int
  23:54  f                --- . m ?.m                              int
  23:58  f                def . v a20                              int
  24:19  f                ---   v fl                               unsigned long
  24:31  f                def . v a21                              int
 * check-output-end
 */
