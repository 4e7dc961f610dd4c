#define __bitwise __attribute__((bitwise))
typedef unsigned int __bitwise __le32;
typedef unsigned int uint32_t;
static inline uint32_t le32_to_cpup(const __le32 *p)
{
	return (unsigned int __attribute__((force)))*p;
}
#define get_le32(p) le32_to_cpup((const uint32_t *)(p))

static uint32_t f(unsigned char *buf)
{
	return get_le32(buf + 2);
}
/*
 * check-name: a cast to a const typedef'd pointer keeps [usertype]
 * check-command: sparse $file
 *
 * check-error-start
eval/typename-cast-const-typedef-pointer.c:12:16: warning: incorrect type in argument 1 (different base types)
eval/typename-cast-const-typedef-pointer.c:12:16:    expected restricted __le32 const [usertype] *p
eval/typename-cast-const-typedef-pointer.c:12:16:    got unsigned int const [usertype] *
 * check-error-end
 */
