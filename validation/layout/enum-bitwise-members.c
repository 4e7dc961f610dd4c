typedef unsigned int __attribute__((bitwise)) vm_fault_t;
enum vm_fault_reason {
	VM_FAULT_OOM	= (__attribute__((force)) vm_fault_t)0x000001,
	VM_FAULT_SIGBUS	= (__attribute__((force)) vm_fault_t)0x000002,
};
vm_fault_t f(int x);
vm_fault_t f(int x)
{
	vm_fault_t ret = VM_FAULT_OOM | VM_FAULT_SIGBUS;

	if (x)
		return VM_FAULT_OOM;
	return ret;
}
/*
 * check-name: the members of a bitwise enum keep the bitwise type, small or not
 */
