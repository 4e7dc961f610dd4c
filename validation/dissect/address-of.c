int x, y, z; int fn(void);
static void *p1 = (void *)&x;
static void *p2 = &y;
int *f(void) { int *q = (int *)&z; void *r = (void *)&fn; return q; }
const void *g(void) { return (const void *)&x; }
/*
 * check-name: &x kept where written through is m--, a function's address r--, as upstream's
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/address-of.c

   1:5                    def   v x                                int
   1:8                    def   v y                                int
   1:11                   def   v z                                int
   2:13                   def   v p1                               void *
   2:13                   -w-   v p1                               void *
   2:28  p1               m--   v x                                int
   3:13                   def   v p2                               void *
   3:13                   -w-   v p2                               void *
   3:20  p2               m--   v y                                int
   4:5                    def   f f                                int *( ... )
   4:20  f                def . v q                                int *
   4:20  f                -w- . v q                                int *
   4:33  f                m--   v z                                int
   4:41  f                def . v r                                void *
   4:41  f                -w- . v r                                void *
   4:55  f                r--   f fn                               int ( ... )
   4:66  f                -r- . v q                                int *
   5:12                   def   f g                                void const *( ... )
   5:45  g                r--   v x                                int
 * check-output-end
 */
