#define __bitwise __attribute__((bitwise))
typedef int __bitwise st;
enum e { A, B } en;
struct a { int x; } s;
int arr[10], *ip;
_Bool bo;
static void f(st i, int k, int *q)
{
	int v;
	__typeof__(!ip) z;
	v = arr[en] + arr[bo] + arr[k];
	v = arr[i] + ip[i] + i[ip];
	v = *(ip + k) + *(k + ip);
	v = *(ip + -k) + *(ip + ~i) + *(ip + !i) + *(-i + ip);
	v = *(ip + (i + i));
	v = *(ip + !k);
	v = *(ip + s);
	*(ip + -i) = 1;
	q = ip + i;
	v = (int)(i + i);
}
/*
 * check-name: dissect: an operand of a + b (or -a, !a) used through as the result is, unless of an arithmetic type or an enum (restricted: used through); !a is of a's type
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/operands-used-through.c

   3:17                   def   v en                               unsigned int enum e
   4:8                    def   s a                                
   4:16                   def   m a.x                              int
   4:21                   def   v s                                struct a
   5:5                    def   v arr                              int [10]
   5:14                   def   v ip                               int *
   6:7                    def   v bo                               bool
   7:13                   def   f f                                void ( ... )
   7:15  f                def . v i                                restricted st
   7:21  f                def . v k                                int
   7:28  f                def . v q                                int *
   9:13  f                def . v v                                int
  10:21  f                ---   v ip                               int *
  10:25  f                def . v z                                int *
  11:9   f                -w- . v v                                int
  11:13  f                -r-   v arr                              int [10]
  11:17  f                -r-   v en                               unsigned int enum e
  11:23  f                -r-   v arr                              int [10]
  11:27  f                -r-   v bo                               bool
  11:33  f                -r-   v arr                              int [10]
  11:37  f                -r- . v k                                int
  12:9   f                -w- . v v                                int
  12:13  f                -r-   v arr                              int [10]
  12:17  f                -rr . v i                                restricted st
  12:22  f                -rr   v ip                               int *
  12:25  f                -rr . v i                                restricted st
  12:30  f                -rr . v i                                restricted st
  12:32  f                -rr   v ip                               int *
  13:9   f                -w- . v v                                int
  13:15  f                -rr   v ip                               int *
  13:20  f                -r- . v k                                int
  13:27  f                -r- . v k                                int
  13:31  f                -rr   v ip                               int *
  14:9   f                -w- . v v                                int
  14:15  f                -rr   v ip                               int *
  14:21  f                -r- . v k                                int
  14:28  f                -rr   v ip                               int *
  14:34  f                -rr . v i                                restricted st
  14:41  f                -rr   v ip                               int *
  14:47  f                -rr . v i                                restricted st
  14:55  f                -rr . v i                                restricted st
  14:59  f                -rr   v ip                               int *
  15:9   f                -w- . v v                                int
  15:15  f                -rr   v ip                               int *
  15:21  f                -rr . v i                                restricted st
  15:25  f                -rr . v i                                restricted st
  16:9   f                -w- . v v                                int
  16:15  f                -rr   v ip                               int *
  16:21  f                -r- . v k                                int
  17:9   f                -w- . v v                                int
  17:15  f                -rr   v ip                               int *
  17:20  f                -rr   v s                                struct a
  18:11  f                -rw   v ip                               int *
  18:17  f                -rw . v i                                restricted st
  19:9   f                -w- . v q                                int *
  19:13  f                -r-   v ip                               int *
  19:18  f                -r- . v i                                restricted st
  20:9   f                -w- . v v                                int
  20:19  f                -r- . v i                                restricted st
  20:23  f                -r- . v i                                restricted st
 * check-output-end
 */
