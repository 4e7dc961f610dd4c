static void *f(int z)
{
	__auto_type s = 1, t;
	__auto_type l = l;
	__auto_type p[2] = { 1 };
	__auto_type w;
	__auto_type ok = z;
	s = (void *)0;
	p[0] = (void *)0;
	return s + t + w + l + ok;
}
/*
 * check-name: dissect: an __auto_type declaration after its error is of a bad type, its initializer kept
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/auto-type-errors-bad.c

   1:13                   def   f f                                void *( ... )
   1:16  f                def . v z                                int
   3:21  f                def . v s                                bad type
   3:21  f                -w- . v s                                bad type
   3:28  f                def . v t                                bad type
   4:21  f                def . v l                                bad type
   4:21  f                -w- . v l                                bad type
   4:25  f                -r- . v l                                bad type
   5:21  f                def . v p                                bad type
   5:21  f                -w- . v p                                bad type
   5:30  f                -w-   m ?.?                              bad type
   6:21  f                def . v w                                bad type
   7:21  f                def . v ok                               unknown type 2
   7:21  f                -w- . v ok                               unknown type 2
   7:26  f                -r- . v z                                int
   8:9   f                -w- . v s                                bad type
   9:9   f                -rw . v p                                bad type
  10:16  f                -r- . v s                                bad type
  10:20  f                -r- . v t                                bad type
  10:24  f                -r- . v w                                bad type
  10:28  f                -r- . v l                                bad type
  10:32  f                -r- . v ok                               unknown type 2
 * check-output-end
 *
 * check-error-start
dissect/auto-type-errors-bad.c:3:21: error: __auto_type on declaration list
dissect/auto-type-errors-bad.c:3:28: error: __auto_type without initializer
dissect/auto-type-errors-bad.c:4:21: error: __auto_type on self-init var
dissect/auto-type-errors-bad.c:5:21: error: __auto_type on non-identifier
dissect/auto-type-errors-bad.c:6:21: error: __auto_type without initializer
 * check-error-end
 */
