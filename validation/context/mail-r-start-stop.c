struct rwlock { int v; };
extern void read_lock(struct rwlock *l) __attribute__((context(l, 0, 1)));
extern void read_unlock(struct rwlock *l) __attribute__((context(l, 1, 0)));
static struct rwlock resource_lock;
struct seq_file;

static void *r_start(struct seq_file *m, long *pos)
{
	read_lock(&resource_lock);
	return 0;
}

static void r_stop(struct seq_file *m, void *v)
{
	read_unlock(&resource_lock);
}

static void *r_start_annotated(struct seq_file *m, long *pos)
	__attribute__((context(resource_lock, 0, 1)))
{
	read_lock(&resource_lock);
	return 0;
}

static void r_stop_annotated(struct seq_file *m, void *v)
	__attribute__((context(resource_lock, 1, 0)))
{
	read_unlock(&resource_lock);
}
/*
 * check-name: the mail's r_start/r_stop: a lock taken or released without annotation, and with it
 *
 * check-error-start
context/mail-r-start-stop.c:10:16: warning: Using plain integer as NULL pointer
context/mail-r-start-stop.c:22:16: warning: Using plain integer as NULL pointer
context/mail-r-start-stop.c:7:13: warning: context imbalance in 'r_start' - wrong count at exit
context/mail-r-start-stop.c:13:13: warning: context imbalance in 'r_stop' - unexpected unlock
 * check-error-end
 */
