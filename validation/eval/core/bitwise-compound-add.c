typedef unsigned int __attribute__((bitwise)) __le32;
typedef unsigned short __attribute__((bitwise)) __le16;
static void f(__le32 *p)
{
	*p += 1;
}
/*
 * check-name: += on a restricted type
 * check-command: sparse $file
 *
 * check-error-start
eval/core/bitwise-compound-add.c:5:12: warning: bad assignment (+=) to restricted __le32
 * check-error-end
 */
