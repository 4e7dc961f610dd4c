struct a_struct_with_a_name_this_long { int m; int member; };
struct a_struct_with_a_name_of_31_ch { int m; };
struct a_struct_with_a_name_of_32_chr { int m; };
static struct a_struct_with_a_name_this_long x;
static struct a_struct_with_a_name_of_31_ch y;
static struct a_struct_with_a_name_of_32_chr z;
int f(void)
{
	return x.m + x.member + y.m + z.m;
}
/*
 * check-name: dissect: a struct.member name past its column is padded as sparse pads it
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/member-name-column.c

   1:8                    def   s a_struct_with_a_name_this_long   
   1:45                   def   m a_struct_with_a_name_this_long.m int
   1:52                   def   m a_struct_with_a_name_this_long.member int
   4:46                   def   v x                                struct a_struct_with_a_name_this_long
   2:8                    def   s a_struct_with_a_name_of_31_ch    
   2:44                   def   m a_struct_with_a_name_of_31_ch.m  int
   5:45                   def   v y                                struct a_struct_with_a_name_of_31_ch
   3:8                    def   s a_struct_with_a_name_of_32_chr   
   3:45                   def   m a_struct_with_a_name_of_32_chr.m int
   6:46                   def   v z                                struct a_struct_with_a_name_of_32_chr
   7:5                    def   f f                                int ( ... )
   9:16  f                -r-   v x                                struct a_struct_with_a_name_this_long
   9:17  f                -r-   m a_struct_with_a_name_this_long.m int
   9:22  f                -r-   v x                                struct a_struct_with_a_name_this_long
   9:23  f                -r-   m a_struct_with_a_name_this_long.member int
   9:33  f                -r-   v y                                struct a_struct_with_a_name_of_31_ch
   9:34  f                -r-   m a_struct_with_a_name_of_31_ch.m  int
   9:39  f                -r-   v z                                struct a_struct_with_a_name_of_32_chr
   9:40  f                -r-   m a_struct_with_a_name_of_32_chr.m int
 * check-output-end
 */
