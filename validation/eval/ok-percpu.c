#define __percpu __attribute__((noderef, address_space(__percpu)))
#define __force __attribute__((force))
#define per_cpu_ptr(ptr, off) ((typeof(*(ptr)) __force *)((unsigned long)(ptr) + (off)))

struct stats { long n; };
static struct stats __percpu *pcpu;

static long f(unsigned long off)
{
	struct stats *s = per_cpu_ptr(pcpu, off);
	struct stats __percpu *q = pcpu + 1;

	(void)q;
	return s->n;
}
/*
 * check-name: __percpu pointer arithmetic and __force conversions are silent
 * check-command: sparse $file
 */
