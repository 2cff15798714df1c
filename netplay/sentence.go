package netplay

// sentence is an error whose message is for the player, in the language of the moment it
// is read: an error made once, in a package variable, exists before the app chooses the
// language. Each is compared by identity (errors.Is).
type sentence struct{ words func() string }

func (e *sentence) Error() string { return e.words() }
