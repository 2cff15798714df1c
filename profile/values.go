package profile

import (
	"encoding/json"
	"math"
)

// The typed getters and setters of fyne.Preferences. Values read from the file are JSON
// (numbers, lists of any): each getter converts what it can and falls back otherwise.

func asBool(v any) (bool, bool) {
	b, ok := v.(bool)
	return b, ok
}

func asFloat(v any) (float64, bool) {
	switch x := v.(type) {
	case float64:
		return x, true
	case int:
		return float64(x), true
	case json.Number:
		f, err := x.Float64()
		return f, err == nil
	}
	return 0, false
}

func asInt(v any) (int, bool) {
	switch x := v.(type) {
	case int:
		return x, true
	case float64:
		if x == math.Trunc(x) && math.Abs(x) < 1<<53 {
			return int(x), true
		}
	case json.Number:
		if n, err := x.Int64(); err == nil {
			return int(n), true
		}
		if f, err := x.Float64(); err == nil && f == math.Trunc(f) && math.Abs(f) < 1<<53 {
			return int(f), true
		}
	}
	return 0, false
}

func asString(v any) (string, bool) {
	s, ok := v.(string)
	return s, ok
}

// asList converts a list read from the file (or stored) element by element.
func asList[T any](v any, elem func(any) (T, bool)) ([]T, bool) {
	if l, ok := v.([]T); ok {
		return append([]T(nil), l...), true
	}
	raw, ok := v.([]any)
	if !ok {
		return nil, false
	}
	out := make([]T, 0, len(raw))
	for _, x := range raw {
		e, ok := elem(x)
		if !ok {
			return nil, false
		}
		out = append(out, e)
	}
	return out, true
}

func lookup[T any](p *Profile, key string, conv func(any) (T, bool), fallback T) T {
	v, ok := p.get(key)
	if !ok {
		return fallback
	}
	if t, ok := conv(v); ok {
		return t
	}
	return fallback
}

func listOf[T any](elem func(any) (T, bool)) func(any) ([]T, bool) {
	return func(v any) ([]T, bool) { return asList(v, elem) }
}

func (p *Profile) Bool(key string) bool { return p.BoolWithFallback(key, false) }
func (p *Profile) BoolWithFallback(key string, fallback bool) bool {
	return lookup(p, key, asBool, fallback)
}
func (p *Profile) SetBool(key string, value bool) { p.set(key, value) }

func (p *Profile) BoolList(key string) []bool { return p.BoolListWithFallback(key, nil) }
func (p *Profile) BoolListWithFallback(key string, fallback []bool) []bool {
	return lookup(p, key, listOf(asBool), fallback)
}
func (p *Profile) SetBoolList(key string, value []bool) { p.set(key, append([]bool(nil), value...)) }

func (p *Profile) Float(key string) float64 { return p.FloatWithFallback(key, 0) }
func (p *Profile) FloatWithFallback(key string, fallback float64) float64 {
	return lookup(p, key, asFloat, fallback)
}
func (p *Profile) SetFloat(key string, value float64) { p.set(key, value) }

func (p *Profile) FloatList(key string) []float64 { return p.FloatListWithFallback(key, nil) }
func (p *Profile) FloatListWithFallback(key string, fallback []float64) []float64 {
	return lookup(p, key, listOf(asFloat), fallback)
}
func (p *Profile) SetFloatList(key string, value []float64) {
	p.set(key, append([]float64(nil), value...))
}

func (p *Profile) Int(key string) int { return p.IntWithFallback(key, 0) }
func (p *Profile) IntWithFallback(key string, fallback int) int {
	return lookup(p, key, asInt, fallback)
}
func (p *Profile) SetInt(key string, value int) { p.set(key, value) }

func (p *Profile) IntList(key string) []int { return p.IntListWithFallback(key, nil) }
func (p *Profile) IntListWithFallback(key string, fallback []int) []int {
	return lookup(p, key, listOf(asInt), fallback)
}
func (p *Profile) SetIntList(key string, value []int) { p.set(key, append([]int(nil), value...)) }

func (p *Profile) String(key string) string { return p.StringWithFallback(key, "") }
func (p *Profile) StringWithFallback(key, fallback string) string {
	return lookup(p, key, asString, fallback)
}
func (p *Profile) SetString(key string, value string) { p.set(key, value) }

func (p *Profile) StringList(key string) []string { return p.StringListWithFallback(key, nil) }
func (p *Profile) StringListWithFallback(key string, fallback []string) []string {
	return lookup(p, key, listOf(asString), fallback)
}
func (p *Profile) SetStringList(key string, value []string) {
	p.set(key, append([]string(nil), value...))
}
