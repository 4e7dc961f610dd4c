int cpu_number;
int fn(int);
extern typeof(fn) fn;
static void *keep = (void *)&fn;
unsigned long stamp;
int f(void)
{
	typeof(cpu_number) ret;
	typeof(&stamp) ptr = &stamp;
	typeof(*ptr) old = *ptr;
	__auto_type a = old;
	const void *check = (typeof(ptr + 0))0;
	ret = a + fn(1);
	return ret;
}
/*
 * check-name: a typeof resolved when its symbol or cast is first met, its expression a use for nothing (---); __auto_type unnamed, as upstream's
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/typeof.c

   1:5                    def   v cpu_number                       int
   4:13                   def   v keep                             void *
   4:13                   -w-   v keep                             void *
   3:15  keep             ---   f fn                               int ( ... )
   4:30  keep             r--   f fn                               int ( ... )
   5:15                   def   v stamp                            unsigned long
   6:5                    def   f f                                int ( ... )
   8:16  f                ---   v cpu_number                       int
   8:28  f                def . v ret                              int
   9:17  f                ---   v stamp                            unsigned long
   9:24  f                def . v ptr                              unsigned long *
   9:24  f                -w- . v ptr                              unsigned long *
   9:31  f                m--   v stamp                            unsigned long
  10:17  f                --- . v ptr                              unsigned long *
  10:22  f                def . v old                              unsigned long
  10:22  f                -w- . v old                              unsigned long
  10:29  f                --r . v ptr                              unsigned long *
  11:21  f                def . v a                                unknown type 2
  11:21  f                -w- . v a                                unknown type 2
  11:25  f                -r- . v old                              unsigned long
  12:20  f                def . v check                            void const *
  12:20  f                -w- . v check                            void const *
  12:37  f                --- . v ptr                              unsigned long *
  13:9   f                -w- . v ret                              int
  13:15  f                -r- . v a                                unknown type 2
  13:19  f                --r   f fn                               int ( ... )
  14:16  f                -r- . v ret                              int
 * check-output-end
 */
