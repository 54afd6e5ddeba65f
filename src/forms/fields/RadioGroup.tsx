// Radios in a fieldset (govuk radios): see ChoiceGroup.
import React from 'react';
import ChoiceGroup, { type ChoiceGroupProps } from './ChoiceGroup';

export default function RadioGroup(props: Omit<ChoiceGroupProps, 'type'>) {
  return <ChoiceGroup type="radio" {...props} />;
}
