#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
typedef unsigned int __bitwise __poll_t;
#define EPOLLIN ((__force __poll_t)0x00000001)
#define EPOLLRDNORM ((__force __poll_t)0x00000040)
struct atomic { int counter; };
extern void atomic_set(struct atomic *v, int i);

static void f(struct atomic *poll)
{
	atomic_set(poll, EPOLLIN | EPOLLRDNORM);
}
/*
 * check-name: an | of restricted constants passed as int
 * check-command: sparse $file
 *
 * check-error-start
eval/restricted-poll-or.c:11:34: warning: incorrect type in argument 2 (different base types)
eval/restricted-poll-or.c:11:34:    expected int i
eval/restricted-poll-or.c:11:34:    got restricted __poll_t
 * check-error-end
 */
