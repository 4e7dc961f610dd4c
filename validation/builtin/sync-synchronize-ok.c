static void f(unsigned char *p, _Bool *b, unsigned long long *q)
{
	__sync_synchronize();
	__sync_fetch_and_and(p, 0x0f);
	__sync_lock_test_and_set(b, 1);
	__sync_nand_and_fetch(q, 1);
	__sync_or_and_fetch(q, 1);
	__sync_and_and_fetch(q, 1);
	__sync_xor_and_fetch(q, 1);
	__sync_add_and_fetch(q, 1);
	__sync_fetch_and_nand(q, 1);
	__sync_fetch_and_sub(q, 1);
}
/*
 * check-name: __sync built-ins on integers are silent
 */
