int x, y, z, w;
void f(void) { asm("" : "+m" (x), "=r" (y) : "r" (z), "m" (w)); }
/*
 * check-name: asm outputs are written, with + too; inputs read, as upstream's
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/asm-outputs.c

   1:5                    def   v x                                int
   1:8                    def   v y                                int
   1:11                   def   v z                                int
   1:14                   def   v w                                int
   2:6                    def   f f                                void ( ... )
   2:31  f                -w-   v x                                int
   2:41  f                -w-   v y                                int
   2:51  f                -r-   v z                                int
   2:60  f                -r-   v w                                int
 * check-output-end
 */
