typedef struct { int counter; } atomic_t;
typedef struct qspinlock {
	union {
		atomic_t val;
		struct { unsigned char locked; unsigned char pending; };
	};
} arch_spinlock_t;
typedef struct raw_spinlock { arch_spinlock_t raw_lock; } raw_spinlock_t;
typedef struct spinlock {
	union {
		struct raw_spinlock rlock;
	};
} spinlock_t;
struct holder { spinlock_t lock; };
void init(struct holder *h)
{
	h->lock = (spinlock_t) { { .rlock = { .raw_lock = { { .val = { 0 } } } } } };
}
/*
 * check-name: anonymous structs and unions are named after their parent in a struct assignment, as upstream's
 * check-command: test-dissect $file
 *
 * check-output-start

FILE: dissect/anonymous-members.c

  15:6                    def   f init                             void ( ... )
  14:8                    def   s holder                           
   9:16                   def   s spinlock                         
   8:16                   def   s raw_spinlock                     
   2:16                   def   s qspinlock                        
   1:16                   def   s atomic_t                         
   1:22                   def   m atomic_t.counter                 int
   4:26                   def   m qspinlock.val                    struct atomic_t
   5:40                   def   m qspinlock.locked                 unsigned char
   5:62                   def   m qspinlock.pending                unsigned char
   8:47                   def   m raw_spinlock.raw_lock            struct qspinlock
  11:37                   def   m spinlock.rlock                   struct raw_spinlock
  14:28                   def   m holder.lock                      struct spinlock
  15:11  init             def . v h                                struct holder *
  17:9   init             --w . v h                                struct holder *
  17:10  init             -w-   m holder.lock                      struct spinlock
  17:17  init             -w-   m spinlock.*                       struct spinlock
  17:17  init             -w-   m spinlock.*                       union spinlock
  17:17  init             -w-   m raw_spinlock.*                   struct raw_spinlock
  17:17  init             -w-   m qspinlock.*                      struct qspinlock
  17:17  init             -w-   m qspinlock.*                      union qspinlock
  17:17  init             -w-   m atomic_t.*                       struct atomic_t
  17:17  init             -w-   m qspinlock.*                      struct qspinlock
  17:37  init             -w-   m spinlock.rlock                   struct raw_spinlock
  17:48  init             -w-   m raw_spinlock.raw_lock            struct qspinlock
  17:64  init             -w-   m qspinlock.val                    struct atomic_t
  17:72  init             -w-   m atomic_t.counter                 int
 * check-output-end
 */
