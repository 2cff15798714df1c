// Package disk writes files so that a crash, a kill or a full disk never leaves one
// half-written: every write goes to a temporary file beside the target, is synced, and is
// renamed over it.
//
//	err := disk.Write(disk.OS, path, data) // path holds data, or is untouched
//
// A Disk is where the files go: OS is the real file system; Full is one with little room,
// for tests of what happens when the disk fills up.
package disk
