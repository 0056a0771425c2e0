// What the engine's wasm module needs from a C library, so that it imports nothing from the page:
// an allocator (configurations hold arrays; made once, never per frame) and random bytes (Swift's
// Hasher seeding). Freestanding: no libc.

typedef unsigned long size_t;

extern unsigned char __heap_base;  // provided by wasm-ld: the first free byte after static data
static unsigned long heap_top = 0;

// A bump allocator: the engine allocates only when a configuration is made, so nothing is ever
// worth reclaiming in a page's lifetime. Grows linear memory as needed.
static void *bump(size_t size, size_t alignment) {
    if (heap_top == 0) heap_top = (unsigned long)&__heap_base;
    unsigned long start = (heap_top + alignment - 1) & ~(unsigned long)(alignment - 1);
    unsigned long end = start + size;
    unsigned long available = (unsigned long)__builtin_wasm_memory_size(0) * 65536UL;
    if (end > available) {
        unsigned long pages = (end - available + 65535UL) / 65536UL;
        if (__builtin_wasm_memory_grow(0, pages) == (size_t)-1) return 0;
    }
    heap_top = end;
    return (void *)start;
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    void *pointer = bump(size, alignment < 16 ? 16 : alignment);
    if (pointer == 0) return 12;  // ENOMEM
    *result = pointer;
    return 0;
}

void free(void *pointer) { (void)pointer; }

// Hasher's seed. Determinism is a feature here: the same page behaves the same on every load.
void arc4random_buf(void *buffer, size_t count) {
    unsigned char *bytes = (unsigned char *)buffer;
    unsigned int state = 0x9E3779B9u;
    for (size_t i = 0; i < count; i++) {
        state ^= state << 13; state ^= state >> 17; state ^= state << 5;
        bytes[i] = (unsigned char)state;
    }
}

// LLVM may lower large copies to these.
void *memcpy(void *destination, const void *source, size_t count) {
    unsigned char *d = destination; const unsigned char *s = source;
    while (count--) *d++ = *s++;
    return destination;
}

void *memmove(void *destination, const void *source, size_t count) {
    unsigned char *d = destination; const unsigned char *s = source;
    if (d < s) { while (count--) *d++ = *s++; }
    else { d += count; s += count; while (count--) *--d = *--s; }
    return destination;
}

void *memset(void *destination, int value, size_t count) {
    unsigned char *d = destination;
    while (count--) *d++ = (unsigned char)value;
    return destination;
}
