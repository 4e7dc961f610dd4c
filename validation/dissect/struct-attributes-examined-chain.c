struct D { int a; } __attribute__((address_space(1))) **p4, *(*fp)(void), *arr[2];
typedef struct D *dp_t;
dp_t *pp;
struct D *q;
int f(void)
{
	return (*p4)->a + fp()->a + arr[0]->a + (*pp)->a + (q == 0);
}
/*
 * check-name: dissect: once a def is reported, each pointer of its type (through pointers, arrays, a function's return) takes the attributes after the body of the struct it points to: uses show them
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/struct-attributes-examined-chain.c

   1:8                    def   s D                                
   1:16                   def   m D.a                              int
   1:55                   def   v p4                               struct D **
   1:61                   def   v fp                               struct D *( * )( ... )
   1:75                   def   v arr                              struct D *[2]
   3:6                    def   v pp                               struct D *[usertype] *
   4:10                   def   v q                                struct D *
   5:5                    def   f f                                int ( ... )
   7:18  f                --r   v p4                               struct D <asn:1> **
   7:21  f                -r-   m D.a                              int
   7:27  f                --r   v fp                               struct D <asn:1> *( * )( ... )
   7:31  f                -r-   m D.a                              int
   7:37  f                -r-   v arr                              struct D <asn:1> *[2]
   7:43  f                -r-   m D.a                              int
   7:51  f                --r   v pp                               struct D <asn:1> *[usertype] *
   7:54  f                -r-   m D.a                              int
   7:61  f                -r-   v q                                struct D <asn:1> *
 * check-output-end
 */
