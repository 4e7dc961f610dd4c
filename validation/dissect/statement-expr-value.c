struct tl { int a; };
struct rq { int x; struct tl timeout; };
void f(struct tl *t, long v)
{
	struct rq *q = ({ void *__mptr = (void *)(t);
		((typeof(*q) *)(__mptr - __builtin_offsetof(typeof(*q), timeout))); });
	long r = ({ long __ret = v; goto out; out: __ret; });
	(void)({ long __ret = v; __out: __ret; });
	r = ({ unsigned long p_; p_ = (unsigned long)(q); (typeof(q))(p_ + 1); })->x;
}
/*
 * check-name: dissect: a labelled last statement of ({ }) gives its value; offsetof's typeof walked; a typeof not walked yet types a cast
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/statement-expr-value.c

   3:6                    def   f f                                void ( ... )
   1:8                    def   s tl                               
   1:17                   def   m tl.a                             int
   3:8   f                def . v t                                struct tl *
   3:22  f                def . v v                                long
   2:8                    def   s rq                               
   2:17                   def   m rq.x                             int
   2:30                   def   m rq.timeout                       struct tl
   5:19  f                def . v q                                struct rq *
   5:19  f                -w- . v q                                struct rq *
   5:32  f                def . v __mptr                           void *
   5:32  f                -w- . v __mptr                           void *
   5:51  f                -r- . v t                                struct tl *
   6:27  f                --- . v q                                struct rq *
   6:33  f                -r- . v __mptr                           void *
   6:69  f                --- . v q                                struct rq *
   6:73  f                ---   m rq.timeout                       struct tl
   7:14  f                def . v r                                long
   7:14  f                -w- . v r                                long
   7:26  f                def . v __ret                            long
   7:26  f                -w- . v __ret                            long
   7:34  f                -r- . v v                                long
   7:52  f                -r- . v __ret                            long
   8:23  f                def . v __ret                            long
   8:23  f                -w- . v __ret                            long
   8:31  f                -r- . v v                                long
   8:41  f                -r- . v __ret                            long
   9:9   f                -w- . v r                                long
   9:30  f                def . v p_                               unsigned long
   9:34  f                -w- . v p_                               unsigned long
   9:55  f                -r- . v q                                struct rq *
   9:67  f                --- . v q                                struct rq *
   9:71  f                -r- . v p_                               unsigned long
   9:82  f                -r-   m rq.x                             int
 * check-output-end
 *
 * check-error-start
dissect/statement-expr-value.c:8:34: warning: unused label '__out'
 * check-error-end
 */
