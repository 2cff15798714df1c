// Package netns makes throwaway network namespaces for the netplay tests (Linux, as root,
// with the ip command): a Pair is two namespaces joined by a veth pair, each side with an
// address, deleted again when the test ends — even when it fails.
//
//	if err := netns.Check(); err != nil {
//		t.Skip("no network namespaces here: ", err)
//	}
//	p := netns.NewPair(t, "192.0.2.1/24", "192.0.2.2/24")
//	cmd := p.A.Command(ctx, os.Args[0], "-test.run=^$") // the test binary again, inside A
//
// A process started with Command lives wholly inside the namespace; Do runs a function on a
// thread of its own inside it, long enough to open sockets there (a socket stays in the
// namespace it was made in).
//
// Names start with "swt<pid>", the id of the test process that made them; NewPair first
// deletes the namespaces left behind by test processes that are no longer running (a test
// killed by its deadline cannot clean up after itself).
package netns
