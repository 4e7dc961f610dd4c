#define __user __attribute__((noderef, address_space(__user)))
#define __iomem __attribute__((noderef, address_space(__iomem)))
struct X { int a; } __user;
static struct X __iomem k;
static struct X __user ok;
/*
 * check-name: an object of a __user struct declared __iomem: multiple address spaces
 *
 * check-error-start
layout/address-space-inherited-conflict.c:4:25: error: multiple address spaces given
 * check-error-end
 */
