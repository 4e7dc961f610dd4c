#define __user __attribute__((noderef, address_space(__user)))
#define __iomem __attribute__((noderef, address_space(__iomem)))
static int __user __user same;
static int __user __iomem both;
static int __attribute__((address_space(1))) __attribute__((address_space(2))) n;
/*
 * check-name: a second address space in one declaration is an error
 *
 * check-error-start
parsing/attr-address-space-multiple.c:3:19: warning: duplicate [noderef]
parsing/attr-address-space-multiple.c:3:19: error: multiple address spaces given: __user & __user
parsing/attr-address-space-multiple.c:4:19: error: multiple address spaces given: __user & __iomem
parsing/attr-address-space-multiple.c:5:75: error: multiple address spaces given: <asn:1> & <asn:2>
 * check-error-end
 */
