#define __bitwise __attribute__((bitwise))
typedef unsigned int __bitwise __le32;
typedef unsigned short __bitwise __be16;

static __le32 j(__le32 x)
{
	return x << 1;
}
/*
 * check-name: << on a restricted type
 * check-command: sparse $file
 *
 * check-error-start
eval/restricted-shift.c:7:16: warning: restricted __le32 degrades to integer
eval/restricted-shift.c:7:18: warning: incorrect type in return expression (different base types)
eval/restricted-shift.c:7:18:    expected restricted __le32
eval/restricted-shift.c:7:18:    got unsigned int
 * check-error-end
 */
